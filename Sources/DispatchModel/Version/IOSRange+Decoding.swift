extension IOSRange {
    /// Decodes a fixture's `ios` object, `{"from": "13", "before": "18"}`: at least one bound,
    /// each a version the corpus covers, `from` before `before`.
    public static func decode(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> IOSRange? {
        guard
            let reader = ObjectReader(
                value, at: path, in: context, what: "an iOS range", keys: FormatVocabulary.objects["iosRange"]!)
        else { return nil }
        defer { reader.finish() }
        guard let from = reader.optional("from", decodeVersion), let before = reader.optional("before", decodeVersion) else {
            return nil
        }
        guard from != nil || before != nil else {
            context.report(
                path, "an iOS range needs \"from\", \"before\" or both; leave \"ios\" out for a fixture that holds for every version")
            return nil
        }
        if let from, let before, from >= before {
            context.report(path, "\"from\" \(from) is not before \"before\" \(before): the range holds for no iOS version")
            return nil
        }
        return IOSRange(from: from, before: before)
    }

    /// A version string of a range: `13` or `13.4`, within the versions the corpus covers.
    static func decodeVersion(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> IOSVersion? {
        guard let text = ValueDecoders.string(value, path, context) else { return nil }
        guard let version = IOSVersion(parsing: text) else {
            context.report(path, "expected an iOS version written \"13\" or \"13.4\", found \"\(text)\"")
            return nil
        }
        guard version > IOSVersion.earliestCovered, version.major <= IOSVersion.latestCovered.major + 1 else {
            context.report(
                path,
                "iOS \(version) is outside the versions the corpus covers (after \(IOSVersion.earliestCovered), up to "
                    + "\(IOSVersion.latestCovered.major + 1)); a bound at or before \(IOSVersion.earliestCovered) is no bound")
            return nil
        }
        return version
    }

    /// The `ios` object of a fixture file.
    public var jsonValue: JSONValue {
        var members: [JSONMember] = []
        if let from { members.append(JSONMember("from", .string(from.description))) }
        if let before { members.append(JSONMember("before", .string(before.description))) }
        return .object(members)
    }
}
