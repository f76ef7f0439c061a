import AndoraModel
import AndoraCore
import Testing

/// The tutorial's data: every position is legal, every move it asks for is legal, and each step's
/// claim is what that move really does under the rules (R1.6–R1.9).
@Suite struct TutorialStepTests {
    @Test func theStepsCoverWhereToPlayCapturingWinningBothStrategiesTheDrawAndConfirmTurn() {
        let claims = TutorialStep.all.map(\.claim)
        #expect(claims.contains(.sendsTo(field: 1)))
        #expect(claims.contains(.field(1, .won(by: .x))))
        #expect(claims.contains(.wins(.x)))
        #expect(claims.contains(.field(1, .won(by: .o))))
        #expect(claims.contains(.field(1, .both)))
        #expect(claims.contains(.draw))
        #expect(claims.contains(.safe))
        #expect(TutorialStep.all.contains { $0.confirmTurn })
        #expect(Set(TutorialStep.all.map(\.strategy)) == [.first, .any])
    }

    @Test(arguments: TutorialStep.all)
    func everyPositionIsLegalAndEveryExpectedMoveToo(step: TutorialStep) throws {
        var game = UltimateGame(rules: .andora(strategy: step.strategy))
        for move in try Cell.moves(notation: step.moves) {
            try game.play(move)
        }
        #expect(!game.outcome.isOver)
        #expect(!step.expected.isEmpty)
        for name in step.expected {
            #expect(throws: Never.self) { try game.validate(Cell(notation: name)) }
        }
        #expect(step.position.game == game)
    }

    @Test(arguments: TutorialStep.all)
    func everyExpectedMoveDoesWhatTheStepSays(step: TutorialStep) throws {
        for name in step.expected {
            var game = step.position.game
            let move = try Cell(notation: name)
            try game.play(move)
            #expect(Self.holds(step.claim, after: move, in: game), "\(name): \(step.claim)")
        }
    }

    /// R1.6 with R1.9.1: under `first` the first line keeps the mini-field; under `any` a second sign's line makes it `?`.
    @Test func theSameMoveKeepsTheMiniFieldUnderFirstAndSharesItUnderAny() throws {
        let first = try #require(TutorialStep.all.first { $0.claim == .field(1, .won(by: .o)) })
        let any = try #require(TutorialStep.all.first { $0.claim == .field(1, .both) })
        #expect(first.moves == any.moves && first.expected == any.expected)
        #expect(first.position.game.fieldStates[0] == .won(by: .o))
        #expect(any.position.game.fieldStates[0] == .won(by: .o))
    }

    /// The claim, checked against the game after the move.
    static func holds(_ claim: TutorialClaim, after move: Cell, in game: UltimateGame) -> Bool {
        let field = Keypad.field(of: move)
        let slot = Keypad.slot(of: move)
        switch claim {
        case .sendsTo(let target):
            return !game.outcome.isOver && game.allowedFields == [target - 1]
        case .field(let target, let state):
            // The move lies in the mini-field and completes a line of its player there.
            let player = game.mark(at: move)
            let line = Keypad.linesThrough[slot].contains { line in
                line.allSatisfy { game.mark(at: Keypad.cell(field: field, slot: $0)) == player }
            }
            return field == target - 1 && line && game.fieldStates[field] == state
        case .wins(let player):
            return game.outcome == .won(by: player)
        case .draw:
            return game.outcome == .draw && !game.hasEmptyCell(inField: slot)
        case .safe:
            // No answer makes a mini-field count for the player who answers.
            guard let next = game.outcome.playerToMove else { return false }
            return game.legalMoves.allSatisfy { answer in
                var after = game
                try! after.play(answer)
                return zip(game.fieldStates, after.fieldStates).allSatisfy { before, now in before == now || !now.counts(for: next) }
            }
        }
    }
}
