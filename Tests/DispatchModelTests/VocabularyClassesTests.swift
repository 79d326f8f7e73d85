import DispatchModel
import Testing

@Test("every key of the scene and script vocabulary has value classes", arguments: FormatVocabulary.objects.keys.sorted())
func everyKeyHasValueClasses(_ object: String) {
    guard !VocabularyClasses.unmeasured.contains(object) else { return }
    let table = VocabularyClasses.objects[object]
    #expect(table != nil, "VocabularyClasses has no table for \(object)")
    for key in FormatVocabulary.objects[object] ?? [] {
        let classes = table?[key] ?? []
        #expect(classes.count > 0, "\(object).\(key) has no value classes")
    }
}

@Test func theUnmeasuredObjectsAreObjectsOfTheFormat() {
    #expect(VocabularyClasses.unmeasured.isSubset(of: Set(FormatVocabulary.objects.keys)))
}

@Test func perKindKeysAndStepKeysAreKeysOfTheFormat() {
    #expect(VocabularyClasses.viewKeysByKind.isSubset(of: Set(ViewSpec.sharedKeys)))
    #expect(Set(VocabularyClasses.windowKeys).isSubset(of: Set(WindowSpec.keys)))
    #expect(VocabularyClasses.recognizerKeysByKind.isSubset(of: Set(GestureRecognizerSpec.commonKeys)))
    let stepKeys = Set(FormatVocabulary.objects["scriptStep"] ?? [])
    for (kind, keys) in VocabularyClasses.scriptStepKeys {
        #expect(stepKeys.contains(kind), "\(kind) is not a step key")
        #expect(Set(keys).isSubset(of: stepKeys), "\(kind): \(keys)")
    }
}

@Test func defaultsCountAsTheDefaultClass() {
    let context = ValueContext(owner: .object([JSONMember("kind", .string("label"))])) { _ in nil }
    let interaction = VocabularyClasses.objects["view"]?["userInteractionEnabled"] ?? []
    #expect(interaction.filter { $0.admits(nil, in: context) }.map(\.name) == ["false"], "a label is not interactive by default (HT-21)")
    let hidden = VocabularyClasses.objects["view"]?["hidden"] ?? []
    #expect(hidden.filter { $0.admits(nil, in: context) }.map(\.name) == ["false (default)"])
    let alpha = VocabularyClasses.objects["view"]?["alpha"] ?? []
    #expect(alpha.filter { $0.admits(.number(0.01), in: context) }.map(\.name) == ["0.01 (stored below the cut-off)"])
    #expect(alpha.filter { $0.admits(.number(0.010000000707805157), in: context) }.map(\.name) == ["the smallest hittable float"])
}
