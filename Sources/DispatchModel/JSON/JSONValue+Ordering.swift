extension JSONValue {
    /// This value with the members of every object in the order of the members of `template` at
    /// the same place (members the template lacks last, in their own order); arrays are walked
    /// element by element. A fixture's `written` keys (``Fixture/written``) are put in the order of
    /// its scenario, so that the order its author wrote them in makes no difference.
    public func ordered(like template: JSONValue) -> JSONValue {
        switch (self, template) {
        case (.object(let members), .object(let templateMembers)):
            let position = Dictionary(templateMembers.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
            let ordered = members.enumerated().sorted { lhs, rhs in
                (position[lhs.element.key] ?? templateMembers.count + lhs.offset)
                    < (position[rhs.element.key] ?? templateMembers.count + rhs.offset)
            }
            return .object(
                ordered.map { _, member in
                    JSONMember(
                        member.key,
                        templateMembers.first { $0.key == member.key }.map { member.value.ordered(like: $0.value) } ?? member.value)
                })
        case (.array(let elements), .array(let templateElements)):
            return .array(
                elements.enumerated().map { index, element in
                    index < templateElements.count ? element.ordered(like: templateElements[index]) : element
                })
        default:
            return self
        }
    }
}
