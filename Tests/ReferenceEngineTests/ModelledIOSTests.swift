import DispatchModel
import ReferenceEngine
import Testing

/// The reference engine plays the differences between the releases it can model: the window scene
/// in the chain from iOS 13 (RC-15), and pointer touches that exist from iOS 13.4 (TD-18).

private let window = ViewSpec(id: "window", frame: Rect(x: 0, y: 0, width: 100, height: 100))

@Test func aPointerTouchIsRefusedBeforeIOS13Point4AndPlayedFromIt() throws {
    var down = ScriptStep.touch(1, .began, Point(x: 10, y: 10), at: 0)
    down.touchType = .indirectPointer
    let scenario = Scenario(
        scene: Scene(windows: [WindowSpec(view: window)]), script: [down, .touch(1, .ended, Point(x: 10, y: 10), at: 10)])
    #expect(throws: ReferenceEngineError.self) { try ReferenceEngine(iOS: IOSVersion(13, 3)).run(scenario) }
    #expect(!(try ReferenceEngine(iOS: IOSVersion(13, 4)).run(scenario).entries.isEmpty))
}

@Test func theDeclaredWindowSceneTakesTouchesFromIOS13Only() throws {
    var scene = Scene(windows: [WindowSpec(view: window)], windowScene: WindowSceneSpec(touches: TouchHandling(all: .handle)))
    scene.application.touches = TouchHandling(all: .handle)
    let scenario = Scenario(
        scene: scene, script: [.touch(1, .began, Point(x: 10, y: 10), at: 0), .touch(1, .ended, Point(x: 10, y: 10), at: 10)])
    func receivers(_ release: IOSVersion) throws -> [String] {
        try ReferenceEngine(iOS: release).run(scenario).filtered(channels: [.touches], objects: nil).lines
    }
    #expect(try receivers(IOSVersion(13)) == ["@0 touchesBegan windowScene [1]", "@10 touchesEnded windowScene [1]"])
    #expect(try receivers(IOSVersion(12, 4)) == ["@0 touchesBegan application [1]", "@10 touchesEnded application [1]"])
}
