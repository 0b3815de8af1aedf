/// The time line of a recording: real elapsed time, or a virtual time that
/// advances only by the pauses a tape asks for, so that headless recordings
/// come out the same on every run. Time spent hidden is left out either way.
struct RecordingClock {
    /// Whether the time is real (`true`) or virtual.
    let isReal: Bool
    private let start = ContinuousClock.now
    private var virtualTime: Duration = .zero
    private var hiddenTime: Duration = .zero
    private var hiddenSince: ContinuousClock.Instant?

    init(isReal: Bool) {
        self.isReal = isReal
    }

    /// Whether the clock is stopped for hidden steps.
    var isHidden: Bool { hiddenSince != nil }

    /// The recording time now.
    var now: Duration {
        guard isReal else { return virtualTime }
        let end = hiddenSince ?? ContinuousClock.now
        return end - start - hiddenTime
    }

    /// Moves virtual time on by a pause the tape asked for; real time moves by itself.
    mutating func advance(by duration: Duration) {
        guard !isReal, !isHidden else { return }
        virtualTime += duration
    }

    /// Stops counting time, for `Hide`.
    mutating func hide() {
        guard hiddenSince == nil else { return }
        hiddenSince = ContinuousClock.now
    }

    /// Counts time again, for `Show`.
    mutating func show() {
        guard let hiddenSince else { return }
        hiddenTime += ContinuousClock.now - hiddenSince
        self.hiddenSince = nil
    }
}
