import Foundation
import Testing

@testable import GraftUI

/// The timing of each kind of `Animation`, as Apple describes them.
@Suite("Animation curves")
struct AnimationCurveTests {
    @Test func linearMovesAtConstantSpeedAndEnds() throws {
        let linear = Animation.linear(duration: 2)
        #expect(linear.progress(at: 0) == 0)
        #expect(abs(try #require(linear.progress(at: 0.5)) - 0.25) < 1e-6)
        #expect(abs(try #require(linear.progress(at: 1)) - 0.5) < 1e-6)
        #expect(linear.progress(at: 2) == nil)
    }

    @Test func easingCurvesAreSlowAtTheirEasedEnds() throws {
        let easeIn = try #require(Animation.easeIn(duration: 1).progress(at: 0.25))
        let easeOut = try #require(Animation.easeOut(duration: 1).progress(at: 0.25))
        let easeInOut = try #require(Animation.easeInOut(duration: 1).progress(at: 0.5))
        #expect(easeIn < 0.25)
        #expect(easeOut > 0.25)
        #expect(abs(easeInOut - 0.5) < 1e-3)
        #expect(Animation.easeInOut.progress(at: 0.35) == nil)
    }

    @Test func springsSettleAtTheTargetAndBouncyOnesOvershoot() {
        let smooth = Animation.smooth(duration: 0.5)
        let samples = stride(from: 0.0, to: 3, by: 0.01).compactMap { smooth.progress(at: $0) }
        #expect(samples.allSatisfy { $0 <= 1 + 1e-9 })
        #expect(smooth.progress(at: 3) == nil)
        let bouncy = Animation.bouncy(duration: 0.5)
        let peak = stride(from: 0.0, to: 3, by: 0.01).compactMap { bouncy.progress(at: $0) }.max() ?? 0
        #expect(peak > 1.02)
        #expect(Animation.default.progress(at: 10) == nil)
    }

    @Test func physicalSpringsMatchTheirResponse() throws {
        // Stiffness 4π² and mass 1 is a 1-second period; critical damping 4π.
        let spring = Animation.interpolatingSpring(mass: 1, stiffness: 4 * .pi * .pi, damping: 4 * .pi)
        let critical = Animation.spring(response: 1, dampingFraction: 1)
        for time in [0.1, 0.3, 0.6] {
            #expect(abs(try #require(spring.progress(at: time)) - (try #require(critical.progress(at: time)))) < 1e-9)
        }
    }

    @Test func delaySpeedAndRepetitionsShapeTime() throws {
        let base = Animation.linear(duration: 1)
        #expect(base.delay(0.5).progress(at: 0.4) == 0)
        #expect(abs(try #require(base.delay(0.5).progress(at: 1)) - 0.5) < 1e-6)
        #expect(abs(try #require(base.speed(2).progress(at: 0.25)) - 0.5) < 1e-6)
        let twice = base.repeatCount(2, autoreverses: true)
        #expect(abs(try #require(twice.progress(at: 1.25)) - 0.75) < 1e-6)
        #expect(twice.progress(at: 2.1) == nil)
        let forever = base.repeatForever(autoreverses: false)
        #expect(abs(try #require(forever.progress(at: 100.5)) - 0.5) < 1e-6)
    }

    @Test func vectorArithmeticInterpolatesPairs() {
        let from = AnimatablePair(CGFloat(0), 10.0)
        let to = AnimatablePair(CGFloat(10), 20.0)
        let half = from + (to - from).scaled(by: 0.5)
        #expect(half == AnimatablePair(CGFloat(5), 15.0))
        #expect(AnimatablePair(3.0, 4.0).magnitudeSquared == 25)
        var size = CGSize(width: 2, height: 4)
        size.animatableData = AnimatablePair(6, 8)
        #expect(size == CGSize(width: 6, height: 8))
    }
}
