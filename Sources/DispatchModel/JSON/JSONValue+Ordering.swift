extension JSONValue {
    /// This value with the members of every object in the order of the members of `template` at
    /// the same place (members the template lacks last, in their own order); arrays are walked
    /// element by element. A fixture's `written` keys (``Fixture/written``) are put in the order of
    /// its scenario, so that the order its author wrote them in makes no difference.
    public func ordered(like template: JSONValue) -> JSONValue {
        switch (self, template) {
        case (.object(let members), .object(let templateMembers)):
            // Each member's place in the template, found by a linear search (the first member of
            // that key): objects are small, and a dictionary for each object cost more than it saved.
            var places: [Int] = []
            places.reserveCapacity(members.count)
            for (offset, member) in members.enumerated() {
                places.append(templateMembers.firstIndex { $0.key == member.key } ?? templateMembers.count + offset)
            }
            var order = Array(members.indices)
            // Most objects are already in the template's order (a file written by the suite).
            if !places.indices.dropFirst().allSatisfy({ places[$0 - 1] < places[$0] }) {
                order.sort { places[$0] < places[$1] }
            }
            return .object(
                order.map { index in
                    let member = members[index]
                    let place = places[index]
                    return JSONMember(
                        member.key, place < templateMembers.count ? member.value.ordered(like: templateMembers[place].value) : member.value)
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
