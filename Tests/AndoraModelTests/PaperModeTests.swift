import AndoraModel
import AndoraCore
import AndoraInk
import AndoraTestSupport
import Foundation
import Testing

@Suite struct PaperBoardTests {
    @Test func paperIsAModeOnTheMainScreenAndStartsInOneTap() throws {
        var model = AppModel()
        #expect(model.send(.chooseMode(.paper)) == [.store(.options(Options(mode: .paper)))])
        let modes = try #require(model.state.main?.mode.choices)
        #expect(modes.map(\.label) == ["Andora", "Classic 3×3, 3 in a row", "Pencil & paper"])
        #expect(modes.last?.selected == true)
        #expect(model.send(.startGame) == [])
        let sheet = try #require(model.paperState)
        #expect(model.state.screen == .paper)
        #expect(sheet.prompt == "Draw the board")
        #expect(sheet.lines.isEmpty && sheet.cells.isEmpty && sheet.turn == nil && sheet.fading == nil)
    }

    @Test func acceptedLinesAreKeptAsDrawnAndCounted() throws {
        var model = AppModel.sheet()
        let strokes = boardStrokes()
        model.send(.stroke(strokes[0]))
        model.send(.stroke(strokes[2]))
        let sheet = try #require(model.paperState)
        #expect(sheet.prompt == "Draw the board: 2 of 4 lines")
        #expect(sheet.lines == [strokes[0], strokes[2]].map { $0.points })
        #expect(sheet.cells.isEmpty)
    }

    @Test func fourLinesMakeNineSquaresAndXStarts() throws {
        let sheet = try #require(AppModel.drawnBoard().paperState)
        #expect(sheet.lines.count == 4)
        #expect(sheet.cells.map(\.index) == Array(0..<9))
        #expect(sheet.cells.allSatisfy { $0.corners.count == 4 && $0.sign == .none && $0.free })
        #expect(sheet.prompt == "It's X's turn")
        #expect(sheet.turn == .x)
        // The middle square is bounded by the four crossings.
        let middle = sheet.cells[4].center
        #expect(abs(middle.x - 150) < 3 && abs(middle.y - 150) < 3)
        for index in 0..<9 {
            let centre = square(index)
            #expect(sheet.cells.filter { $0.contains(InkPoint(x: centre.x, y: centre.y)) }.map(\.index) == [index])
        }
        #expect(sheet.cells.allSatisfy { !$0.contains(InkPoint(x: 900, y: 150)) })
    }

    /// Each unusable stroke comes back once, as fading ink with its reason; nothing else changes.
    @Test(arguments: [
        ([Stroke(xy: [(10, 10), (20, 12)])], "Too short for a board line"),
        ([Stroke(xy: [(0, 0), (100, 100)])], "Draw the lines up and down or across"),
        ([Stroke(xy: [(100, 0), (160, 60), (100, 120), (160, 180), (100, 240)])], "Draw a straight line"),
    ])
    func aRejectedStrokeFadesWithItsReason(strokes: [Stroke], reason: String) throws {
        var model = AppModel.sheet()
        let before = model.state
        #expect(model.send(.stroke(strokes[0])) == [])
        let fading = try #require(model.paperState?.fading)
        #expect(fading.reason == reason)
        #expect(fading.strokes.count == 1 && fading.strokes[0].count == strokes[0].points.count)
        #expect(model.state.withoutFading == before)
        model.send(.stroke(boardStrokes()[0]))
        #expect(model.paperState?.fading == nil)
        #expect(model.paperState?.lines.count == 1)
    }

    @Test func linesThatDoNotFitTheBoardAreRejected() throws {
        let strokes = boardStrokes()
        var model = AppModel.sheet()
        model.send(.stroke(strokes[0]))
        model.send(.stroke(strokes[1]))
        var generator = SplitMix64(seed: 1)
        let cases: [(Stroke, String)] = [
            (paperBoard.line(from: InkPoint(x: 150, y: 40), to: InkPoint(x: 150, y: 260), using: &generator),
             "Both up-and-down lines are drawn"),
            (paperBoard.line(from: InkPoint(x: 300, y: 100), to: InkPoint(x: 500, y: 100), using: &generator),
             "The line must cross the other lines"),
        ]
        for (stroke, reason) in cases {
            let before = model.state
            model.send(.stroke(stroke))
            #expect(model.paperState?.fading?.reason == reason)
            #expect(model.state.withoutFading == before.withoutFading)
        }
        var parallels = AppModel.sheet()
        parallels.send(.stroke(strokes[0]))
        parallels.send(.stroke(paperBoard.line(from: InkPoint(x: 110, y: 40), to: InkPoint(x: 110, y: 260), using: &generator)))
        #expect(parallels.paperState?.fading?.reason == "Too close to the other line")
        parallels.send(.stroke(paperBoard.line(from: InkPoint(x: 60, y: 40), to: InkPoint(x: 160, y: 260), using: &generator)))
        #expect(parallels.paperState?.fading?.reason == "Lines of one direction must not cross")
    }

    @Test func strokesAfterTheBoardIsDrawnAreIgnored() {
        var model = AppModel.drawnBoard()
        let before = model
        #expect(model.send(.stroke(boardStrokes()[0])) == [])
        #expect(model == before)
    }

    @Test func russianPromptsAndReasons() {
        var model = AppModel.sheet(language: .ru)
        #expect(model.paperState?.prompt == "Нарисуйте поле")
        model.send(.stroke(Stroke(xy: [(0, 0), (100, 100)])))
        #expect(model.paperState?.fading?.reason == "Линии идут сверху вниз или поперёк")
        model.send(.stroke(boardStrokes()[0]))
        #expect(model.paperState?.prompt == "Нарисуйте поле: 1 из 4 линий")
    }
}

@Suite struct PaperTapTests {
    /// R7: the first tap places X, the next O, and so on.
    @Test func tapsPlaceXThenOAlternately() throws {
        var model = AppModel.drawnBoard()
        model.tapSquares([4, 0, 8])
        let sheet = try #require(model.paperState)
        #expect(sheet.cells.map(\.sign) == [.o, .none, .none, .none, .x, .none, .none, .none, .x])
        #expect(sheet.cells[4].strokes.isEmpty)
        #expect(sheet.cells[4].free == false && sheet.cells[1].free)
        #expect(sheet.prompt == "It's O's turn" && sheet.turn == .o)
    }

    /// R7: an occupied square, or a point outside every square, is refused.
    @Test func occupiedOrOutsideTapsAreRefused() {
        var model = AppModel.drawnBoard()
        model.tapSquares([4])
        let before = model.state
        model.tapSquares([4])
        #expect(model.paperState?.fading?.reason == "This cell is already marked")
        #expect(model.paperState?.fading?.strokes == [])
        #expect(model.state.withoutFading == before)
        model.send(.tapPoint(x: 900, y: 900))
        #expect(model.paperState?.fading?.reason == "Tap inside a square of the board")
        #expect(model.state.withoutFading == before)
        model.tapSquares([0])
        #expect(model.paperState?.fading == nil)
        #expect(model.paperState?.cells[0].sign == .o)
    }

    @Test func tapsBeforeTheBoardAreIgnoredAndAShapeInTapModeIsErasedWithTheReason() throws {
        var blank = AppModel.sheet()
        let before = blank
        blank.send(.tapPoint(x: 150, y: 150))
        #expect(blank == before)
        var model = AppModel.drawnBoard()
        let drawn = model.state
        let x = drawnX(at: square(4))
        #expect(model.send(.shape(x)) == [], "nothing to store")
        let fading = try #require(model.paperState?.fading)
        #expect(fading.reason == "Signs are placed by tapping (Options): tap a free square")
        #expect(fading.strokes == x.map(\.points))
        #expect(model.state.withoutFading == drawn)
    }

    /// A slip of the finger is taken back while the game runs; the finished game's signs stay.
    @Test func undoTakesBackTheLastSignWhileTheGameRuns() throws {
        var model = AppModel.drawnBoard()
        #expect(model.paperState?.undo?.enabled == false, "no sign to take back")
        model.tapSquares([4, 0])
        let effects = model.send(.undo)
        let undone = try #require(model.paperState)
        #expect(undone.cells.map(\.sign) == [.none, .none, .none, .none, .x, .none, .none, .none, .none])
        #expect(undone.turn == .o && undone.undo?.enabled == true)
        #expect(effects.contains { if case .store(.paper) = $0 { true } else { false } }, "the sheet is stored")
        let ended = model.tapSquares([0, 3, 1, 5]).compactMap { if case .store(.gameEnded(let game)) = $0 { game } else { nil } }
        #expect(model.paperState?.result == "X won" && model.paperState?.undo == nil)
        #expect(ended.count == 1 && ended.first?.moveTimes.count == ended.first?.moves.count, "one time per move after an undo")
        let won = model.paperState?.cells.map(\.sign)
        #expect(model.send(.undo) == [])
        #expect(model.paperState?.cells.map(\.sign) == won, "a finished game keeps its signs")
    }

    @Test func theWinnersLineRunsBetweenTheCentresOfItsEndSquares() throws {
        var model = AppModel.drawnBoard()
        model.tapSquares([0, 3, 1, 4, 2])
        let sheet = try #require(model.paperState)
        #expect(sheet.result == "X won")
        #expect(sheet.turn == nil)
        #expect(sheet.prompt == "Double-tap to clear the sheet")
        #expect(sheet.winningLines.map(\.cells) == [[0, 1, 2]] || sheet.winningLines.map(\.cells) == [[2, 1, 0]])
        let line = try #require(sheet.winningLines.first)
        let ends = [sheet.cells[0].center, sheet.cells[2].center]
        #expect([line.from, line.to] == ends || [line.to, line.from] == ends)
        #expect(sheet.cells.filter(\.inLine).map(\.index) == [0, 1, 2])
        #expect(sheet.cells.allSatisfy { !$0.free })
        #expect(sheet.score.xWins == 1 && sheet.score.text == "X: 1 · O: 0 · Ties: 0")
        #expect(sheet.newBoard?.intent == .doubleTap)
        model.tapSquares([5])
        #expect(model.paperState?.fading?.reason == "Double-tap to clear the sheet")
        #expect(model.paperState?.cells[5].sign == CellMark.none)
    }

    @Test func aFullBoardWithoutALineIsATie() throws {
        var model = AppModel.drawnBoard()
        model.tapSquares([0, 1, 2, 4, 3, 5, 7, 6, 8])
        let sheet = try #require(model.paperState)
        #expect(sheet.result == "- TIE -")
        #expect(sheet.winningLines.isEmpty)
        #expect(sheet.score.ties == 1 && sheet.score.xWins == 0 && sheet.score.oWins == 0)
    }

    /// R7: a double tap clears a finished sheet and does nothing while the game runs.
    @Test func doubleTapClearsOnlyAFinishedSheet() throws {
        var model = AppModel.drawnBoard()
        model.tapSquares([0, 3, 1])
        let running = model
        #expect(model.send(.doubleTap) == [])
        #expect(model == running)
        var blank = AppModel.sheet()
        let blankBefore = blank
        blank.send(.doubleTap)
        #expect(blank == blankBefore)
        model.tapSquares([4, 2])
        model.send(.doubleTap)
        let cleared = try #require(model.paperState)
        #expect(cleared.prompt == "Draw the board")
        #expect(cleared.lines.isEmpty && cleared.cells.isEmpty && cleared.result == nil && cleared.newBoard == nil)
        #expect(cleared.score.xWins == 1)
    }

    @Test func theScoreboardCountsEveryResultWhileTheAppRuns() throws {
        var model = AppModel.drawnBoard()
        model.tapSquares([0, 3, 1, 4, 2])
        model.send(.doubleTap)
        for stroke in boardStrokes() { model.send(.stroke(stroke)) }
        model.tapSquares([0, 3, 1, 4, 8, 5])
        model.send(.doubleTap)
        for stroke in boardStrokes() { model.send(.stroke(stroke)) }
        model.tapSquares([0, 1, 2, 4, 3, 5, 7, 6, 8])
        let score = model.paperScore
        #expect(score.xWins == 1 && score.oWins == 1 && score.ties == 1)
        model.send(.exit)
        #expect(model.state.screen == .main)
        model.send(.startGame)
        #expect(model.paperState?.score.text == "X: 1 · O: 1 · Ties: 1")
    }

    @Test func exitAsksOnlyWhileThereIsAGameToLose() {
        var blank = AppModel.sheet()
        blank.send(.exit)
        #expect(blank.state.screen == .main)
        var model = AppModel.drawnBoard()
        model.send(.back)
        #expect(model.state.dialog?.kind == .exitConfirmation)
        #expect(model.state.paper != nil)
        model.send(.cancelExit)
        #expect(model.state.dialog == nil && model.state.screen == .paper)
        model.send(.exit)
        model.send(.confirmExit)
        #expect(model.state.screen == .main)
        #expect(model.state.paper == nil)
    }
}

@Suite struct PaperDrawTests {
    /// R7: the first player may start with O; the shape stays exactly as drawn.
    @Test func theFirstPlayerMayStartWithOAndTheShapeIsKept() throws {
        var model = AppModel.drawnBoard(.draw)
        #expect(model.paperState?.prompt == "Draw an X or an O to start")
        #expect(model.paperState?.turn == nil)
        let o = drawnO(at: square(4))
        model.send(.shape(o))
        let sheet = try #require(model.paperState)
        #expect(sheet.cells[4].sign == .o)
        #expect(sheet.cells[4].strokes == o.map { $0.points })
        #expect(sheet.turn == .x && sheet.prompt == "It's X's turn")
    }

    /// R7: a wrong sign, a non-sign or a sign outside one free square is erased; the turn stays.
    @Test func refusedShapesAreErasedAndTheTurnStays() throws {
        var model = AppModel.drawnBoard(.draw)
        model.send(.shape(drawnX(at: square(4))))
        let before = model.state
        let cases: [([Stroke], String)] = [
            (drawnX(at: square(0)), "Now it's O's turn"),
            (scribble(at: square(0)), "Draw an X or an O"),
            (drawnO(at: square(4)), "Draw inside one free square"),
            (drawnO(at: paperBoard.crossing(row: 0, column: 0)), "Draw inside one free square"),
        ]
        for (strokes, reason) in cases {
            model.send(.shape(strokes))
            let fading = try #require(model.paperState?.fading)
            #expect(fading.reason == reason)
            #expect(fading.strokes.count == strokes.count)
            #expect(model.state.withoutFading == before.withoutFading)
        }
        model.send(.shape(drawnO(at: square(0))))
        #expect(model.paperState?.cells[0].sign == .o && model.paperState?.fading == nil)
    }

    /// A slow drawer's X: the first stroke, a straight line in a free square, waits for the second.
    @Test func anXDrawnOneStrokeAtATimeIsPlaced() throws {
        var model = AppModel.drawnBoard(.draw)
        let x = drawnX(at: square(4))
        let waiting = model.send(.shape([x[0]]))
        #expect(waiting == [], "a half sign is not stored")
        let half = try #require(model.paperState)
        #expect(half.halfSign == [x[0].points] && half.fading == nil && half.cells[4].sign == .none)
        model.send(.shape([x[1]]))
        let placed = try #require(model.paperState)
        #expect(placed.cells[4].sign == .x && placed.cells[4].strokes == x.map(\.points))
        #expect(placed.halfSign.isEmpty && placed.fading == nil)
    }

    @Test func aHalfSignNotFinishedIsErasedWithItsReasonAndTheNextShapeJudgedAlone() throws {
        var model = AppModel.drawnBoard(.draw)
        let line = drawnX(at: square(0))[0]
        model.send(.shape([line]))
        let o = drawnO(at: square(8))
        model.send(.shape(o))
        let placed = try #require(model.paperState)
        #expect(placed.halfSign.isEmpty && placed.cells[8].sign == .o && placed.cells[0].sign == .none, "the line goes, the O stays")
        #expect(placed.fading?.strokes == [line.points] && placed.fading?.reason == "Draw an X or an O")
        model.send(.shape([line]))
        let x = drawnX(at: square(4))
        model.send(.shape(x))
        #expect(model.paperState?.cells[4].sign == .x, "an X elsewhere is placed, not refused with the line as one drawing")
        model.send(.shape([line]))
        let zigzag = scribble(at: square(2))
        model.send(.shape(zigzag))
        let refused = try #require(model.paperState)
        #expect(refused.fading?.strokes == ([line] + zigzag).map(\.points) && refused.fading?.reason == "Draw an X or an O")
        #expect(refused.cells.filter { $0.sign != .none }.count == 2)
    }

    @Test func undoTakesBackAWaitingHalfSignBeforeAnySign() throws {
        var model = AppModel.drawnBoard(.draw)
        model.send(.shape(drawnO(at: square(4))))
        model.send(.shape([drawnX(at: square(0))[0]]))
        #expect(model.paperState?.undo?.enabled == true)
        model.send(.undo)
        let undone = try #require(model.paperState)
        #expect(undone.halfSign.isEmpty && undone.cells[4].sign == .o, "the O stays")
    }

    @Test func undoingTheFirstDrawnSignLetsTheFirstPlayerChooseAgain() throws {
        var model = AppModel.drawnBoard(.draw)
        let o = drawnO(at: square(4))
        model.send(.shape(o))
        model.send(.undo)
        let undone = try #require(model.paperState)
        #expect(undone.cells.allSatisfy { $0.sign == .none && $0.strokes.isEmpty }, "the ink goes with the sign")
        #expect(undone.turn == nil && undone.prompt == "Draw an X or an O to start")
        model.send(.shape(drawnX(at: square(0))))
        #expect(model.paperState?.cells[0].sign == .x)
    }

    @Test func tapsAreIgnoredInDrawMode() {
        var model = AppModel.drawnBoard(.draw)
        let before = model
        model.tapSquares([4])
        #expect(model == before)
    }

    /// When the first player drew O, O's line wins for O and the scoreboard counts an O win.
    @Test(.cpuBound) func realDrawingsPlayAGameThatOStarts() throws {
        let samples = try StrokeData.devSamples.get().filter(\.isHeldOut)
        let recognizer = ShapeRecognizer()
        let pick = { (label: String) in
            samples.filter { $0.label == label && recognizer.recognize($0.strokes).label.rawValue == label }.prefix(3).map(\.strokes)
        }
        let os = pick("o"), xs = pick("x")
        try #require(os.count == 3 && xs.count == 3)
        var model = AppModel.drawnBoard(.draw)
        // O (first player) takes the left column, X plays 1 and 5 in between.
        let moves: [([Stroke], Int)] = [(os[0], 0), (xs[0], 1), (os[1], 3), (xs[1], 5), (os[2], 6)]
        for (strokes, index) in moves {
            let placed = fitted(strokes, at: square(index))
            model.send(.shape(placed))
            #expect(model.paperState?.fading == nil)
            #expect(model.paperState?.cells[index].strokes.count == placed.count)
        }
        let sheet = try #require(model.paperState)
        #expect(sheet.cells.map(\.sign) == [.o, .x, .none, .o, .none, .x, .o, .none, .none])
        #expect(sheet.result == "O won")
        #expect(sheet.winningLines.count == 1)
        #expect(Set(sheet.winningLines[0].cells) == [0, 3, 6])
        #expect(sheet.score.oWins == 1 && sheet.score.xWins == 0)
    }
}

@Suite struct PaperOptionsAndJSONTests {
    @Test func placingBySignsIsADraftUntilSave() throws {
        var model = AppModel(options: Options(mode: .paper))
        model.send(.openOptions)
        model.send(.setPaperInput(.draw))
        let picker = try #require(model.state.options?.paperInput)
        #expect(picker.label == "Place signs by")
        #expect(picker.choices.map(\.label) == ["tapping", "drawing"])
        #expect(picker.choices.map(\.selected) == [false, true])
        var discarded = model
        discarded.send(.back)
        #expect(discarded.options.paperInput == .tap)
        #expect(model.send(.saveOptions) == [.store(.options(Options(mode: .paper, paperInput: .draw)))])
        model.send(.chooseMode(.paper))
        model.send(.startGame)
        #expect(model.paperState?.input == .draw)
    }

    /// The option applies to the sheet kept from before: a blank one starts as a new one would, one
    /// with signs goes on with the signs it has.
    @Test func aKeptSheetPlacesSignsAsTheOptionsSayWhenOpened() throws {
        var model = AppModel.drawnBoard(.tap)
        let setInput = { (model: inout AppModel, input: PaperInput) in
            model.send(.exit)
            model.send(.confirmExit)
            model.send(.openOptions)
            model.send(.setPaperInput(input))
            model.send(.saveOptions)
            model.send(.startGame)
        }
        setInput(&model, .draw)
        let drawing = try #require(model.paperState)
        #expect(drawing.input == .draw && drawing.turn == nil && drawing.prompt == "Draw an X or an O to start")
        model.send(.shape(drawnO(at: square(4))))
        setInput(&model, .tap)
        model.tapSquares([0])
        let tapping = try #require(model.paperState)
        #expect(tapping.input == .tap && tapping.cells[0].sign == .x && tapping.cells[4].sign == .o, "the first player drew O")
        #expect(tapping.turn == .o)
    }

    @Test func optionsWithoutPaperInputDecodeToTapping() throws {
        let json = #"{"mode":"paper","strategy":"first","confirmTurn":false,"language":"en"}"#
        let options = try JSONDecoder().decode(Options.self, from: Data(json.utf8))
        #expect(options == Options(mode: .paper, paperInput: .tap))
    }

    @Test func paperIntentsReadFromJSON() throws {
        let decode = { (json: String) throws(WireError) in try AppIntent(json: JSONValue(parsing: json)) }
        #expect(try decode(#"{"type":"stroke","points":[[1,2,null],[3,4,16.5],[5,6]]}"#)
            == .stroke(Stroke([InkPoint(x: 1, y: 2), InkPoint(x: 3, y: 4, t: 16.5), InkPoint(x: 5, y: 6)])))
        #expect(try decode(#"{"type":"shape","strokes":[[[1,2,0]],[[3,4,null]]]}"#)
            == .shape([Stroke([InkPoint(x: 1, y: 2, t: 0)]), Stroke([InkPoint(x: 3, y: 4)])]))
        #expect(try decode(#"{"type":"tapPoint","x":10.5,"y":20}"#) == .tapPoint(x: 10.5, y: 20))
        #expect(try decode(#"{"type":"doubleTap"}"#) == .doubleTap)
        #expect(try decode(#"{"type":"setPaperInput","input":"draw"}"#) == .setPaperInput(.draw))
        #expect(throws: WireError.self) { try decode(#"{"type":"stroke","points":[[1]]}"#) }
        #expect(throws: WireError.self) { try decode(#"{"type":"stroke","points":[[1,2,3,4]]}"#) }
        let intents: [AppIntent] = [
            .stroke(Stroke([InkPoint(x: 1, y: 2, t: 3)])), .shape([Stroke([InkPoint(x: 1, y: 2)])]),
            .tapPoint(x: 1, y: 2), .doubleTap, .setPaperInput(.tap), .chooseMode(.paper),
        ]
        for intent in intents {
            #expect(try JSONDecoder().decode(AppIntent.self, from: JSONEncoder().encode(intent)) == intent)
        }
    }

    @Test func theSheetStateIsJSON() throws {
        var model = AppModel.drawnBoard()
        model.tapSquares([4])
        let data = Data(model.state.json.utf8)
        let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["screen"] as? String == "paper")
        let paper = try #require(object["paper"] as? [String: Any])
        #expect(paper["input"] as? String == "tap")
        let cells = try #require(paper["cells"] as? [[String: Any]])
        #expect(cells[4]["sign"] as? String == "x")
        let corner = try #require((cells[0]["corners"] as? [[Any]])?.first)
        #expect(corner.count == 2, "a point without a time is [x, y]")
        #expect(try JSONDecoder().decode(AppState.self, from: data) == model.state)
    }

    @Test func unusableInputChangesNothing() {
        var model = AppModel.drawnBoard(.draw)
        let before = model.state
        model.send(.shape([]))
        model.send(.shape([Stroke([])]))
        #expect(model.state.withoutFading == before)
        var tapping = AppModel.drawnBoard()
        let tapBefore = tapping
        tapping.send(.tapPoint(x: .nan, y: 150))
        #expect(tapping == tapBefore)
        var blank = AppModel.sheet()
        blank.send(.stroke(Stroke([])))
        #expect(blank.paperState?.fading?.reason == "Too short for a board line")
    }
}
