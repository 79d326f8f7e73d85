import DispatchModel

/// Another behaviour for one or more engine choices (`Specs/rules/`, ``**Engine choice `ID`.**``)
/// that is consistent with every rule and observation: an engine playing it is as faithful to
/// UIKit as the reference, so a `required` fixture that fails under it relies on the choice
/// (`dispatch-conformance lint --engine-choices`).
public struct EngineChoiceAlternative: Sendable {
    /// The ids of the choices it varies, e.g. `GA-13/recognizer-order`.
    public var choiceIDs: [String]
    /// What the engine does instead, as a phrase that follows "with": "the recognizers of one view
    /// taken last added first".
    public var summary: String
    /// The choices that play it: the reference's, with this one changed.
    public var choices: EngineChoices

    /// Creates an alternative.
    public init(choiceIDs: [String], summary: String, choices: EngineChoices) {
        self.choiceIDs = choiceIDs
        self.summary = summary
        self.choices = choices
    }

    /// Every alternative the reference engine implements, each at an edge of what the rules
    /// allow (values just inside the bounds the rule gives `required` fixtures).
    public static let all: [EngineChoiceAlternative] = [
        varied(
            ["GR-14/recognizer-order", "GA-13/recognizer-order", "TD-12/recognizer-list-order"],
            "the recognizers of one view taken last added first"
        ) {
            $0.recognizerOrder.onOneView = .lastAddedFirst
        },
        varied(["TD-09/tap-series-limits"], "a tap series of at most 151 ms between taps within 21 pt") {
            $0.tapSeries = TapSeriesLimits(maximumInterval: 151, radius: 21)
        },
        varied(["TD-09/tap-series-limits"], "a tap series of at most 999 ms between taps within 89 pt") {
            $0.tapSeries = TapSeriesLimits(maximumInterval: 999, radius: 89)
        },
        varied(["CT-06/drag-margin"], "a 50 pt drag margin") { $0.controlDragMargin = 50 },
        varied(["CT-06/drag-margin"], "a 90 pt drag margin") { $0.controlDragMargin = 90 },
        // GR-TAP-02: required fixtures move a tap that keeps the default at most 20 pt or at least 90 pt.
        varied(["GR-TAP-02/allowable-movement"], "a tap allowing 21 pt of movement by default") {
            $0.recognizerLimits.tapAllowableMovement = 21
        },
        varied(["GR-TAP-02/allowable-movement"], "a tap allowing 89 pt of movement by default") {
            $0.recognizerLimits.tapAllowableMovement = 89
        },
        varied(["GR-TAP-04/maximum-tap-duration"], "a 501 ms maximum tap duration") { $0.recognizerLimits.maximumTapDuration = 501 },
        varied(["GR-TAP-04/maximum-tap-duration"], "a 999 ms maximum tap duration") { $0.recognizerLimits.maximumTapDuration = 999 },
        varied(["GR-TAP-03/maximum-interval", "GR-LP-06/tap-interval"], "a 151 ms maximum interval between taps") {
            $0.recognizerLimits.maximumIntervalBetweenTaps = 151
        },
        varied(["GR-TAP-03/maximum-interval", "GR-LP-06/tap-interval"], "a 999 ms maximum interval between taps") {
            $0.recognizerLimits.maximumIntervalBetweenTaps = 999
        },
        varied(["GR-PAN-01/hysteresis", "GR-PAN-03/translation-values"], "a 6 pt pan hysteresis") { $0.recognizerLimits.panHysteresis = 6 },
        varied(["GR-PAN-01/hysteresis", "GR-PAN-03/translation-values"], "a 20 pt pan hysteresis") {
            $0.recognizerLimits.panHysteresis = 20
        },
        varied(["GR-SWP-02/thresholds"], "a swipe of 31 pt recognized within 150 ms") {
            $0.recognizerLimits.swipeMinimumDistance = 31
            $0.recognizerLimits.swipeMaximumDuration = 150
        },
        // 60 pt, not 80: GR-SWP-02 lets `required` fixtures fail a swipe with a reverse move of 60 pt.
        varied(["GR-SWP-02/thresholds"], "a swipe of 60 pt recognized within 500 ms") { $0.recognizerLimits.swipeMinimumDistance = 60 },
        varied(["GR-PIN-01/thresholds"], "pinch and rotation thresholds of 2 pt and 0.02 rad") {
            $0.recognizerLimits.pinchHysteresis = 2
            $0.recognizerLimits.rotationHysteresis = 0.02
        },
        varied(["GR-PIN-01/thresholds"], "pinch and rotation thresholds of 40 pt and 0.5 rad") {
            $0.recognizerLimits.pinchHysteresis = 40
            $0.recognizerLimits.rotationHysteresis = 0.5
        },
        varied(["GR-EDG-01/edge-zone"], "a 6 pt screen-edge zone") { $0.recognizerLimits.screenEdgeZone = 6 },
        varied(["GR-EDG-01/edge-zone"], "a 100 pt screen-edge zone") { $0.recognizerLimits.screenEdgeZone = 100 },
        varied(["GR-TAP-05/arrival-window", "MT-08/arrival-window"], "a 30 ms window for the fingers of a multi-finger tap to arrive") {
            $0.recognizerLimits.multiFingerArrivalWindow = 30
        },
        varied(["HT-18/equal-level-order"], "the earlier of two windows of equal level in front") { $0.laterWindowInFront = false },
        varied(["TD-06/view-order", "MT-01/view-order"], "the views of one phase called last-touched first") {
            $0.viewsInFirstTouchOrder = false
        },
        varied(["TD-05/phase-order"], "the views hearing an event's phases cancelled, ended, moved, began") {
            $0.viewPhaseOrder = [.cancelled, .ended, .moved, .began]
        },
        varied(["GR-24/action-order"], "a recognizer's actions called last registered first") { $0.actionsInRegistrationOrder = false },
        varied(["HT-22/one-traversal"], "the windows hit-tested twice for each new touch") { $0.traversalsPerTouch = 2 },
        varied(["CT-12/merged-registration-place"], "a merged registration moved to the end") {
            $0.mergedRegistrationKeepsItsPlace = false
        },
        // CT-15: required fixtures lift 200 ms or more after touch-down, where CT-07 decides.
        varied(["CT-15/minimum-highlight"], "a 40 ms minimum highlight") { $0.controlMinimumHighlight = 40 },
        varied(["CT-15/minimum-highlight"], "a 199 ms minimum highlight") { $0.controlMinimumHighlight = 199 },
        varied(["CT-05/highlight-when-continue-fails"], "the highlight kept until the lift when continueTracking says no") {
            $0.controlUnhighlightsWhenContinueTrackingFails = false
        },
        varied(["CT-04/enabled-read-at-touch-down"], "a control disabled mid-touch that stops tracking at its next phase") {
            $0.controlReadsEnabledOnlyAtTouchDown = false
        },
        varied(["FR-07/no-first-responder"], "shake and remote-control events dropped when there is no first responder") {
            $0.motionWithoutFirstResponderStartsAtKeyWindow = false
        },
        varied(
            ["FR-03/no-successor"], "a hidden or removed first responder succeeded by the nearest responder up its chain that can take over"
        ) {
            $0.firstResponderHasNoSuccessor = false
        },
        varied(["FR-08/single-first-responder"], "a first responder per window, where a nil-targeted action from a window starts") {
            $0.singleFirstResponderForTheApp = false
        },
        varied(["SV-15/selection-point"], "a table that selects just before the cell's touchesEnded") {
            $0.tableSelectsAfterTouchesEnded = false
        },
        varied(["TD-07/delayed-phase-locations"], "delayed phases that report the touch's locations at delivery") {
            $0.delayedPhasesReportTheirOwnEventsLocations = false
        },
        varied(["GR-18/follow-up-moved"], "no follow-up touchesMoved after a withheld touchesBegan") {
            $0.followUpMovedAfterMovement = false
        },
        varied(["SV-10/flag-timing"], "isTracking cleared as the ending event arrives") { $0.scrollTrackingClearsAfterViewPhase = false },
        varied(["MT-02/held-until-lift"], "a touch cancelled in its view no longer counting as the view's") {
            $0.cancelledTouchHoldsItsViewUntilLift = false
        },
        varied(["TD-13/removed-view-cancels-as-it-leaves"], "a removed view's touches cancelled once it has left, along its new chain") {
            $0.removedViewCancelsBeforeLeaving = false
        },
        varied(["SV-13/zoom-pinch"], "a zoom that, like the pan, asks canCancelContentTouches and touchesShouldCancel") {
            $0.zoomIgnoresContentAnswers = false
        },
        varied(
            ["HT-01/bound-touch-outlives-view-changes"],
            "touches cancelled when their view is hidden, made non-interactive or transparent, as if removed"
        ) {
            $0.boundTouchesOutliveViewChanges = false
        },
        varied(["GA-07/slider-scope"], "a tracking slider that refuses every recognizer attached to another view") {
            $0.sliderRefusesOnlyAlongItsTrack = false
        },
        varied(["TD-13/recognizers-of-a-cancelled-touch"], "recognizers that let go of a touch its view's removal cancels, as if ignored") {
            $0.recognizersReceiveRemovalCancels = false
        },
        varied(["TD-13/recognizers-of-a-removed-view"], "the recognizers of a removed view stopped at the removal, as if disabled") {
            $0.removedViewsRecognizersKeepRunning = false
        },
        varied(["CT-17/switch-flip"], "a switch that flips at any lift of a touch it tracks, outside its drag margin too") {
            $0.switchFlipsOnlyWhenLiftedInside = false
        },
        varied(["CT-18/slider-model"], "a slider whose value jumps to the touch's place along its width and follows it") {
            $0.sliderMovesByTravel = false
        },
        varied(
            ["GA-03/participating-requirements"],
            "a required recognizer that never receives the touches waited for until every touch has lifted"
        ) {
            $0.waitsOnlyForParticipatingRequirements = false
        },
        varied(["SV-06/pan-axes"], "a scroll view's pan that counts movement across its axis too towards its hysteresis") {
            $0.scrollPanCountsOnlyScrollableAxes = false
        },
        // TD-17: three of the seven classes, so that most still allow all four types.
        varied(["TD-17/allowed-touch-types-default"], "pans, swipes and screen-edge pans that leave out the pencil by default") {
            $0.kindsWithoutPencilByDefault = ["pan", "swipe", "screenEdgePan"]
        },
    ]

    private static func varied(_ ids: [String], _ summary: String, _ change: (inout EngineChoices) -> Void) -> EngineChoiceAlternative {
        var choices = EngineChoices.reference
        change(&choices)
        return EngineChoiceAlternative(choiceIDs: ids, summary: summary, choices: choices)
    }
}
