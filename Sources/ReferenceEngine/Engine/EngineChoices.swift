import DispatchModel

/// The reference engine's *engine choices* (`Specs/rules/`, the paragraphs labelled
/// ``**Engine choice `ID`.**``): where UIKit is unspecified, the one behaviour the engine picks,
/// as public, documented values. ``reference`` holds the reference's picks; each property names
/// the choice ids it implements.
///
/// A value other than the reference's is a variation point, not a claim about UIKit: the values
/// listed in ``EngineChoiceAlternative/all`` are consistent with every rule and observation, and
/// `lint --engine-choices` runs the `required` fixtures under each of them. Values outside what a
/// rule allows (a negative tap interval, an infinite drag margin) make an engine that breaks the
/// rule; the harness's own tests use them to show that the corpus catches such an engine.
public struct EngineChoices: Sendable, Hashable {
    /// The reference engine's picks, as the rule files state them.
    public static let reference = EngineChoices()

    /// Creates the reference's picks; change properties to vary them.
    public init() {}

    /// `GR-14/recognizer-order`, `GA-13/recognizer-order`, `TD-12/recognizer-list-order`: the order
    /// in which the recognizers of a touch receive it and take part in arbitration.
    public var recognizerOrder = RecognizerOrder.reference

    /// `TD-09/tap-series-limits`: when a new touch continues a view's tap series.
    public var tapSeries = TapSeriesLimits.reference

    /// `CT-06/drag-margin`: how far outside its bounds, in points on every side, a touch still
    /// counts as inside a control.
    public var controlDragMargin = 70.0

    /// The built-in recognizers' timings and thresholds (GR-TAP-03, GR-TAP-04, GR-LP-06,
    /// GR-PAN-01, GR-SWP-02, GR-PIN-01, GR-EDG-01).
    public var recognizerLimits = RecognizerLimits.reference

    /// `HT-18/equal-level-order`: whether, among windows of equal level, the later one in the
    /// scene's `windows` list is in front (the reference's pick) or the earlier one.
    public var laterWindowInFront = true

    /// `TD-06/view-order`, `MT-01/view-order`: whether the views called in one phase of an event
    /// are taken in the order their earliest touch began (the reference's pick) or the reverse.
    public var viewsInFirstTouchOrder = true

    /// `TD-05/phase-order`: the order in which the views hear the phases of one event.
    public var viewPhaseOrder: [TouchPhase] = [.began, .moved, .ended, .cancelled]

    /// `GR-24/action-order`: whether a recognizer calls its target–action pairs in registration
    /// order (the reference's pick) or the reverse.
    public var actionsInRegistrationOrder = true

    /// `HT-22/one-traversal`: how many times the windows are hit-tested for a new touch (the
    /// reference's pick is once; UIKit may traverse again, with the same result).
    public var traversalsPerTouch = 1

    /// `CT-12/merged-registration-place`: whether registering a control's target and action again
    /// keeps the merged entry at the place of the first registration (the reference's pick) or
    /// moves it to the end.
    public var mergedRegistrationKeepsItsPlace = true

    /// `CT-15/minimum-highlight`: how long, in milliseconds after touch-down, a control stays
    /// highlighted at least when its tracked touch lifts sooner.
    public var controlMinimumHighlight = 120

    /// `CT-05/highlight-when-continue-fails`: whether a control whose `continueTracking` returns
    /// false clears its highlight at that move (the reference's pick) or keeps it until the touch
    /// lifts or is cancelled.
    public var controlUnhighlightsWhenContinueTrackingFails = true

    /// `CT-04/enabled-read-at-touch-down`: whether a control reads `isEnabled` only when a touch
    /// begins (the reference's pick) or again at each later phase, stopping tracking (unhighlighted,
    /// no further control events) once it finds itself disabled.
    public var controlReadsEnabledOnlyAtTouchDown = true

    /// `FR-07/no-first-responder`: whether a shake or remote-control event that finds no first
    /// responder starts at the key window (the reference's pick) or reaches no responder at all.
    public var motionWithoutFirstResponderStartsAtKeyWindow = true

    /// `FR-03/no-successor`: whether a first responder that is hidden or leaves its window leaves
    /// nobody in its place (the reference's pick), or passes the status to the nearest responder
    /// up its former chain, up to its window, that can become first responder and stays shown in
    /// a window.
    public var firstResponderHasNoSuccessor = true

    /// `FR-08/single-first-responder`: whether the app has one first responder (the reference's
    /// pick), or each window has its own: `becomeFirstResponder()` then asks only the receiver's
    /// window's first responder to resign, a nil-targeted action starts at the first responder of
    /// the sender's window, and shake and remote-control events at the key window's.
    public var singleFirstResponderForTheApp = true

    /// `SV-15/selection-point`: whether a table selects the cell after the cell's `touchesEnded`
    /// has been delivered along the chain (the reference's pick) or just before it.
    public var tableSelectsAfterTouchesEnded = true

    /// `TD-07/delayed-phase-locations`: whether a phase a recognizer delayed reports the locations
    /// of the event in which it happened (the reference's pick) or those of the moment it is
    /// delivered.
    public var delayedPhasesReportTheirOwnEventsLocations = true

    /// `GR-18/follow-up-moved`: whether a withheld `touchesBegan` of a touch that moved meanwhile
    /// is followed by one `touchesMoved` with the current location (the reference's pick) or by
    /// none, the view learning the new location from the touch's next phase.
    public var followUpMovedAfterMovement = true

    /// `SV-10/flag-timing`: whether a scroll view's `isTracking` clears after the view phase of the
    /// event that ends its last touch (the reference's pick) or when that event arrives, before its
    /// gesture phase.
    public var scrollTrackingClearsAfterViewPhase = true

    /// `MT-02/held-until-lift`: whether a touch a recognizer cancelled in its view (GR-15) still
    /// counts as the view's touch until its finger lifts (the reference's pick) or stops counting
    /// at the cancellation.
    public var cancelledTouchHoldsItsViewUntilLift = true

    /// `TD-13/removed-view-cancels-as-it-leaves`: whether a removed view's touches are cancelled as
    /// it leaves, along the responder chain it had (the reference's pick), or once it has left,
    /// along the chain it has then (which ends at the removed subtree's root).
    public var removedViewCancelsBeforeLeaving = true

    /// `SV-13/zoom-pinch`: whether a zoomable scroll view's pinch begins without consulting
    /// `canCancelContentTouches` and `touchesShouldCancel` (the reference's pick), or, like its
    /// pan (SV-07, SV-08, SV-09), begins over content that has the touches only when they allow it.
    public var zoomIgnoresContentAnswers = true

    /// `HT-01/bound-touch-outlives-view-changes`: whether a touch goes on being delivered to its
    /// view after the app hides the view (or its window), disables its interaction or makes it
    /// transparent (the reference's pick), or is cancelled there as if the view had been removed.
    public var boundTouchesOutliveViewChanges = true

    /// `GA-07/slider-scope`: whether a slider refuses only the recognizers on other views that
    /// overlap its drag, a single-finger swipe along its track or a pan moving more along it than
    /// across (the reference's pick, the documented scope), or every recognizer on another view
    /// while it tracks a touch (decompiled code).
    public var sliderRefusesOnlyAlongItsTrack = true

    /// `TD-13/recognizers-of-a-cancelled-touch`: whether the recognizers holding a touch that a
    /// view's removal cancels receive its cancelled phase (the reference's pick: a discrete one in
    /// `possible` fails, an active one is cancelled) or stop receiving it as if they had ignored it
    /// (GR-21), keeping their state and timers.
    public var recognizersReceiveRemovalCancels = true

    /// `TD-13/recognizers-of-a-removed-view`: whether the recognizers attached to a removed view or
    /// below it keep their state and timers (the reference's pick) or are stopped at the removal,
    /// as if disabled (GR-12).
    public var removedViewsRecognizersKeepRunning = true

    /// `CT-17/switch-flip`: whether a switch flips only when the touch it tracks lifts inside the
    /// drag margin (the reference's pick) or at any lift of a touch it still tracks, outside too.
    public var switchFlipsOnlyWhenLiftedInside = true

    /// `CT-18/slider-model`: whether a slider's value moves by the touch's horizontal travel since
    /// the previous event (the reference's pick), or is set from the touch's position along the
    /// slider's width, jumping there in `beginTracking` and following it at each move and at the
    /// lift.
    public var sliderMovesByTravel = true

    /// `GA-03/participating-requirements`: whether a recognizer waits only for the recognizers it
    /// requires to fail that have received a touch since their reset, treating the others as failed
    /// (the reference's pick), or also for those others while any touch is down, treating them as
    /// failed once every touch has lifted or been cancelled.
    public var waitsOnlyForParticipatingRequirements = true

    /// `SV-06/pan-axes`: whether a scroll view's pan counts only the movement along the axes it can
    /// scroll on towards its hysteresis (the reference's pick), or, when it can scroll on some axis,
    /// the whole distance the touch has moved from its start, across the other axis too.
    public var scrollPanCountsOnlyScrollableAxes = true

    /// `TD-17/allowed-touch-types-default`: the kinds (``GestureRecognizerSpec/Kind/name``) of the
    /// recognizers an app adds whose `allowedTouchTypes`, when the fixture does not set it, leaves
    /// out the pencil (UIKit's default mask 11) rather than allowing all four types (mask 15, the
    /// reference's pick for every class). A scroll view's own recognizers allow all four.
    public var kindsWithoutPencilByDefault: Set<String> = []

    /// The `allowedTouchTypes` a recognizer of `kind` has when the fixture does not set it
    /// (TD-17).
    public func defaultAllowedTouchTypes(of kind: GestureRecognizerSpec.Kind, addedByTheApp: Bool) -> [TouchType] {
        addedByTheApp && kindsWithoutPencilByDefault.contains(kind.name) ? TouchType.allCases.filter { $0 != .pencil } : TouchType.allCases
    }
}

/// The order of the recognizers that receive a touch (GR-14, GA-13, TD-12).
public struct RecognizerOrder: Sendable, Hashable {
    /// The order of the views along the touch's ancestry.
    public enum Views: Sendable, Hashable {
        /// The hit-test view's recognizers first, then each ancestor's outward (GA-13's rule,
        /// which OBS-004's log shows).
        case deepestFirst
        /// The window's recognizers first, inward to the hit-test view's. Contradicted by
        /// OBS-004 (a tap on E fires only E's recognizer, not its superview's), so not an
        /// alternative: it exists so that the suite's tests can show the corpus rejects it.
        case outermostFirst
    }

    /// The order of the recognizers of one view.
    public enum OnOneView: Sendable, Hashable {
        /// In the order they were added (the reference's pick).
        case addedOrder
        /// The one added last first (OBS-064, OBS-072 report that it is the one that responds).
        case lastAddedFirst
    }

    /// The order of the views.
    public var views: Views
    /// The order on one view.
    public var onOneView: OnOneView

    /// Deepest view first; on one view, in the order added.
    public static let reference = RecognizerOrder(views: .deepestFirst, onOneView: .addedOrder)

    /// Creates an order.
    public init(views: Views, onOneView: OnOneView) {
        self.views = views
        self.onOneView = onOneView
    }
}

/// When a new touch continues a view's tap series (TD-09): the previous touch of the series ended
/// at most ``maximumInterval`` milliseconds before, and the new touch begins within ``radius``
/// points of the series' first touch.
public struct TapSeriesLimits: Sendable, Hashable {
    /// Milliseconds between the previous lift and the new touch-down, inclusive.
    public var maximumInterval: Int
    /// Points from the series' first touch-down, inclusive, in window coordinates.
    public var radius: Double

    /// 350 ms and 45 pt, the tap recognizer's defaults (GR-TAP-02, GR-TAP-03).
    public static let reference = TapSeriesLimits(maximumInterval: 350, radius: 45)

    /// Creates limits.
    public init(maximumInterval: Int, radius: Double) {
        self.maximumInterval = maximumInterval
        self.radius = radius
    }
}
