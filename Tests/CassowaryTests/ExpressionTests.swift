import Testing

@testable import Cassowary

struct ExpressionTests {
    let x = Variable("x"), y = Variable("y")

    @Test func operatorsBuildLinearExpressions() {
        let e = x + 2 * y - 10
        #expect(e.terms.count == 2)
        #expect(e.terms[0].variable === x && e.terms[0].coefficient == 1)
        #expect(e.terms[1].variable === y && e.terms[1].coefficient == 2)
        #expect(e.constant == -10)

        let scaled = (x + y + 4) / 2
        #expect(scaled.terms.map(\.coefficient) == [0.5, 0.5])
        #expect(scaled.constant == 2)

        let negated = -(x - 3)
        #expect(negated.terms[0].coefficient == -1)
        #expect(negated.constant == 3)
        #expect((5 - x).constant == 5)
        #expect((x * 3).terms[0].coefficient == 3)
    }

    @Test func simplifiedMergesRepeatedVariables() {
        let e = (x + y + 2 * x - y).simplified()
        #expect(e.terms.count == 1)
        #expect(e.terms[0].variable === x && e.terms[0].coefficient == 3)
    }

    @Test func constraintsMoveEverythingToTheLeft() {
        let c = x <= y - 5
        #expect(c.relation == .lessThanOrEqual)
        #expect(c.strength == .required)
        #expect(c.expression.constant == 5)
        #expect(c.expression.terms.map(\.coefficient) == [1, -1])

        let flipped = 10 >= x
        #expect(flipped.relation == .greaterThanOrEqual)
        #expect(flipped.expression.constant == 10)
        #expect(flipped.expression.terms[0].coefficient == -1)
        #expect((0 == x).relation == .equal)
        #expect((x == y).expression.terms.count == 2)
    }

    @Test func descriptionsReadLikeTheSource() {
        #expect((x + 2 * y == 10).description == "x + 2*y == 10 (required)")
        #expect((x >= 0).description == "x >= 0 (required)")
        #expect((x <= y - 5).description == "x - y <= -5 (required)")
        #expect(((x + y) / 2 == 1.5).withStrength(.weak).description == "0.5*x + 0.5*y == 1.5 (weak)")
        #expect(
            (x == 3).withIdentifier("pin").withStrength(Strength(priority: 751)).description
                == "pin: x == 3 (priority 751)")
        #expect((-x + 4).description == "-x + 4")
        #expect(Expression(constant: -2).description == "-2")
        #expect(Variable().description.hasPrefix("v"))
    }

    @Test func modifiersMakeNewConstraints() {
        let c = x == 1
        let weak = c.withStrength(.weak)
        #expect(weak !== c)
        #expect(weak.strength == .weak)
        #expect(c.strength == .required)
        #expect(weak.withIdentifier("w").identifier == "w")
        #expect(c != weak)
        #expect(c == c)
    }

    @Test func strengthsAreOrderedByPriority() {
        #expect(Strength.required > .strong)
        #expect(Strength.strong > .medium)
        #expect(Strength.medium > .weak)
        #expect(Strength(priority: 751) > Strength(priority: 750))
        #expect(Strength(priority: 1000) == .required)
        #expect(Strength(priority: 1000).isRequired)
        #expect(!Strength(priority: 999).isRequired)
        #expect(Strength.strong.description == "strong")
        #expect(Strength(priority: 1).description == "priority 1")
    }
}
