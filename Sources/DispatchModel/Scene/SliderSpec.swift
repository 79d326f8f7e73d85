/// What a `UISlider` of the scene is configured with (`Specs/FIXTURE-FORMAT.md`, "Controls";
/// CT-18).
public struct SliderSpec: Sendable, Hashable {
    /// `value` when the scene is set up.
    public var value: Double
    /// `minimumValue`.
    public var minimumValue: Double
    /// `maximumValue`.
    public var maximumValue: Double
    /// `isContinuous`: valueChanged on every change while dragging, or once at the lift.
    public var continuous: Bool

    /// Creates a slider configuration with UIKit's defaults: value 0 in 0…1, continuous.
    public init(value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 1, continuous: Bool = true) {
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.continuous = continuous
    }
}
