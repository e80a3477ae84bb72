import Testing

@testable import wtflayout_differential

@Suite struct RationalTests {
    @Test func staysInLowestTerms() throws {
        let third = try Rational.fraction(1, 3)
        let sixth = try Rational.fraction(-2, -12)
        #expect(try third.adding(sixth) == Rational.fraction(1, 2))
        #expect(try Rational.fraction(4, -6) == Rational.fraction(-2, 3))
        #expect(try third.multiplied(by: Rational(3)) == .one)
        #expect(try Rational(1).divided(by: third) == Rational(3))
    }

    @Test func comparesExactly() throws {
        let third = try Rational.fraction(1, 3)
        #expect(try third < Rational.fraction(334, 1000))
        #expect(try Rational.fraction(333, 1000) < third)
        // Cross products beyond Int64 still compare right.
        #expect(try Rational.fraction(Int64.max - 1, Int64.max) < .one)
    }

    @Test func overflowThrowsInsteadOfWrapping() throws {
        let huge = Rational(Int64.max / 2 + 1)
        #expect(throws: RationalOverflow.self) { try huge.adding(huge) }
        #expect(throws: RationalOverflow.self) { try huge.multiplied(by: Rational(2)) }
        #expect(throws: RationalOverflow.self) { try Rational.fraction(1, Int64.max).adding(Rational.fraction(1, Int64.max - 1)) }
    }

    @Test func printsAsPercentGWouldWhenExact() throws {
        #expect(Rational(44).decimalText == "44")
        #expect(try Rational.fraction(45, 2).decimalText == "22.5")
        #expect(try Rational.fraction(-1, 4).decimalText == "-0.25")
        #expect(try Rational.fraction(1, 3).decimalText == nil)
        #expect(Rational(1_234_567).decimalText == nil)
        #expect(try Rational.fraction(1, 3).description == "1/3")
    }
}
