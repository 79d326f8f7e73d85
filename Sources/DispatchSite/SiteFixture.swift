import DispatchModel
import DispatchPictures

/// A fixture as the site shows it: the fixture, where its file is, and the engine's trace whose
/// `hit` lines the drawing outlines.
struct SiteFixture: Sendable {
    /// The fixture.
    var fixture: Fixture
    /// The file, relative to the corpus root.
    var relativePath: String
    /// The engine's trace, or why there is none.
    var trace: Result<Trace, EngineRunFailure>
    /// The `scene` object as the file writes it, to tell set keys from defaults.
    var writtenScene: JSONValue?

    /// Why an engine gave no trace for a fixture.
    struct EngineRunFailure: Error, Sendable {
        /// The engine's error, as text.
        var message: String
    }

    /// The fixture's id.
    var id: String { fixture.id }

    /// The area: the corpus folders the file is in (`hit-testing`, `gestures/tap`), or `top
    /// level`, as `run --area` and the matrix name it.
    var area: String { Self.area(ofRelativePath: relativePath) }

    /// The folders of a corpus-relative path, or `top level` for a file at the root (the same as
    /// ``MatrixRow/area(ofRelativePath:)``).
    static func area(ofRelativePath path: String) -> String {
        MatrixRow.area(ofRelativePath: path)
    }

    /// The drawing of the scene with the engine's hit views (none when the engine failed).
    var drawing: SceneSVG {
        SceneSVG(fixture: fixture, trace: (try? trace.get()) ?? Trace())
    }
}
