extension Int {
    /// `self + other`, or the nearest representable time when the sum overflows: a time in a
    /// scenario built in code may be as large as `Int.max`, and adding a delay to it must not trap.
    func saturatingAdding(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
    }
}
