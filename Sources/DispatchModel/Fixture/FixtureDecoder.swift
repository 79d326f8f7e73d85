/// Turns a fixture file into a ``Fixture``, or into every problem the file has.
public enum FixtureDecoder {
    /// The top-level keys of a fixture.
    public static let keys = [
        "formatVersion", "id", "title", "rules", "features", "provenance", "conformance", "ios", "notes", "scene", "script",
        "expectations",
    ]

    /// Decodes and validates a fixture. `file` names it in diagnostics; when `expectedID` is
    /// given (the file name without `.json`), the fixture's `id` must equal it.
    public static func decode(_ bytes: [UInt8], file: String, expectedID: String? = nil) -> Result<Fixture, DiagnosticsError> {
        let context = DecodingContext(file: file)
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            context.report(.root, "not valid JSON: \(error)")
            return .failure(DiagnosticsError(context.diagnostics))
        }
        let fixture = decode(document, context: context, expectedID: expectedID)
        if let fixture, !context.hasErrors { return .success(fixture) }
        return .failure(DiagnosticsError(context.diagnostics))
    }

    /// Decodes and validates a parsed fixture document, reporting to `context`.
    public static func decode(_ document: JSONValue, context: DecodingContext, expectedID: String? = nil) -> Fixture? {
        let path = JSONPath.root
        guard let reader = ObjectReader(document, at: path, in: context, what: "a fixture", keys: keys) else { return nil }
        defer { reader.finish() }
        _ = reader.required("formatVersion", decodeFormatVersion)
        let id = reader.required("id", decodeID)
        if let id, let expectedID, id != expectedID {
            context.report(path.appending("id"), "the id \"\(id)\" must equal the file name \"\(expectedID)\"")
        }
        let title = reader.required("title", decodeTitle)
        let rules = reader.required("rules", ValueDecoders.array(nonEmpty: true, decodeRuleID))
        let features = reader.required("features", ValueDecoders.array(nonEmpty: true, decodeFeature))
        let provenance = reader.required("provenance", ValueDecoders.array(nonEmpty: true, decodeProvenance))
        let conformance = reader.required("conformance", ValueDecoders.oneOf(Conformance.allCases.map { ($0.rawValue, $0) }))
        let ios = reader.optional("ios", IOSRange.decode)
        let notes = reader.optional("notes", ValueDecoders.string)
        let scene = reader.required("scene", Scene.decode)
        let script = reader.required("script", ValueDecoders.array(nonEmpty: true, ScriptStep.decode))
        let expectations = reader.required("expectations", ValueDecoders.array(nonEmpty: true, Expectation.decode))

        if let rules, Set(rules).count != rules.count { context.report(path.appending("rules"), "a rule is listed twice") }
        if let features, Set(features).count != features.count { context.report(path.appending("features"), "a feature is listed twice") }
        if let scene { scene.validate(at: path.appending("scene"), context) }
        if let script { ScriptStep.validate(script, at: path.appending("script"), context) }
        if let scene, let script { ScriptStep.validateReferences(script, in: scene, at: path.appending("script"), context) }
        if let rules, let expectations { checkRulesPerExpectation(rules: rules, expectations: expectations, at: path, context) }
        if let scene, let expectations {
            let known = Expectation.objectIDs(of: scene)
            let actions = Expectation.actionsByRecognizer(in: scene)
            for (index, expectation) in expectations.enumerated() {
                expectation.validate(knowing: known, actions: actions, at: path.appending("expectations").appending(index), context)
            }
        }
        if let scene, let script, let expectations, let features {
            FeatureUsage.reportUndeclared(
                declared: features, scenario: Scenario(scene: scene, script: script), expectations: expectations,
                at: path.appending("features"), context)
        } else if let features {
            for (index, feature) in features.enumerated() where feature.isRetired {
                context.report(
                    path.appending("features").appending(index),
                    "\"\(feature)\" is a retired feature name; write the ones it was split into that this fixture needs: "
                        + feature.expansion.map { "\"\($0)\"" }.joined(separator: ", ") + " (Specs/FEATURES.md)")
            }
        }
        guard let id, let title, let rules, let features, let provenance, let conformance, let ios, let notes, let scene, let script,
            let expectations
        else { return nil }
        return Fixture(
            id: id, title: title, rules: rules, features: features, provenance: provenance, conformance: conformance, ios: ios,
            notes: notes,
            scenario: Scenario(scene: scene, script: script), expectations: expectations,
            written: JSONValue.object([JSONMember("scene", document["scene"] ?? .null), JSONMember("script", document["script"] ?? .null)])
                .ordered(like: Scenario(scene: scene, script: script).jsonValue))
    }

    /// Each expectation's `rules` are rules of the fixture, and each rule of the fixture is
    /// checked by some expectation: a rule no expectation checks is context, not a claim, and a
    /// failure could never name it (`Specs/FIXTURE-FORMAT.md`, "Rules per expectation").
    static func checkRulesPerExpectation(rules: [String], expectations: [Expectation], at path: JSONPath, _ context: DecodingContext) {
        let listed = Set(rules)
        var checked: Set<String> = []
        for (index, expectation) in expectations.enumerated() {
            for (position, rule) in expectation.rules.enumerated() {
                checked.insert(rule)
                if !listed.contains(rule) {
                    context.report(
                        path.appending("expectations").appending(index).appending("rules").appending(position),
                        "\"\(rule)\" is not among the fixture's \"rules\"; an expectation checks rules the fixture cites")
                }
            }
        }
        for (index, rule) in rules.enumerated() where !checked.contains(rule) {
            context.report(
                path.appending("rules").appending(index),
                "no expectation checks \"\(rule)\"; name it in the \"rules\" of the expectation that checks it, or remove it")
        }
    }

    /// `formatVersion`: any number but ``Fixture/formatVersion`` is unsupported, however large or fractional.
    static func decodeFormatVersion(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> Int? {
        guard case .number(let version) = value else {
            context.report(path, "expected an integer, found \(value.kindDescription)")
            return nil
        }
        guard version == Double(Fixture.formatVersion) else {
            let hint =
                (1...Fixture.formatVersion - 1).contains(Int(exactly: version) ?? 0)
                ? " (`dispatch-conformance migrate FILE` rewrites a format-\(NumberFormat.text(version)) fixture as format \(Fixture.formatVersion))"
                : ""
            context.report(
                path, "unsupported formatVersion \(NumberFormat.text(version)); this suite reads version \(Fixture.formatVersion)\(hint)")
            return nil
        }
        return Fixture.formatVersion
    }

    static func decodeID(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> String? {
        guard let id = ValueDecoders.string(value, path, context) else { return nil }
        guard Fixture.isValidID(id) else {
            context.report(path, "expected lower-case words of letters and digits joined by '-', found \"\(id)\"")
            return nil
        }
        return id
    }

    static func decodeTitle(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> String? {
        guard let title = ValueDecoders.string(value, path, context) else { return nil }
        guard !title.isEmpty, title.count <= 120, !title.contains(where: \.isNewline) else {
            context.report(
                path,
                "expected one line of 1 to 120 characters, found \(title.count) characters\(title.contains(where: \.isNewline) ? " with a line break" : "")"
            )
            return nil
        }
        return title
    }

    static func decodeRuleID(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> String? {
        guard let id = ValueDecoders.string(value, path, context) else { return nil }
        guard RuleID.isWellFormed(id) else {
            context.report(path, "expected a rule id such as \"HT-04\" or \"GR-TAP-03\", found \"\(id)\"")
            return nil
        }
        return id
    }

    static func decodeFeature(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> Feature? {
        guard let name = ValueDecoders.string(value, path, context) else { return nil }
        let feature = Feature(rawValue: name)
        guard feature.isKnown || feature.isRetired else {
            let known = Feature.catalogue.map { "\"\($0)\"" }.joined(separator: ", ")
            context.report(path, "unknown feature \"\(name)\"; expected one of \(known) (Specs/FEATURES.md)")
            return nil
        }
        return feature
    }

    static func decodeProvenance(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> Provenance? {
        guard
            let reader = ObjectReader(
                value, at: path, in: context, what: "a provenance entry", keys: FormatVocabulary.objects["provenance"]!)
        else {
            return nil
        }
        defer { reader.finish() }
        let kind = reader.required("kind", ValueDecoders.oneOf(Provenance.Kind.allCases.map { ($0.rawValue, $0) }))
        let ref = reader.required("ref", ValueDecoders.string)
        let note = reader.optional("note", ValueDecoders.string)
        guard let kind, let ref, let note else { return nil }
        return Provenance(kind: kind, ref: ref, note: note)
    }
}
