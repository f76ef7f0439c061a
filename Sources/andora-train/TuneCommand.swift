import AndoraCommandLine
import AndoraCore
import AndoraEngine
import AndoraEngineTraining
import ArgumentParser
import Foundation

/// `andora-train tune`: fits the expert's field chances, or its network, to self-play games
/// (docs/ENGINE.md, "The learned evaluation", "The network").
struct TuneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tune",
        abstract: "Fit the expert's field chances, or its network, to self-play games.",
        discussion: """
            Plays --games self-play games (2 to 8 random opening moves, then the expert with --nodes \
            a move), fits the chances the evaluation reads from each mini-field's cells so that the \
            evaluation predicts how the games ended, and prints the prediction's error on --held-out \
            other games before and after. --write saves every rule set's weights, the shipped ones with \
            this rule set's replaced (Sources/AndoraEngineWeights/FieldChances.bin ships them). --dump \
            writes the games' positions instead, and --network fits the network to them.
            """
    )

    @Option(help: "Self-play games the chances are fitted to.")
    var games = 2_000

    @Option(help: "Self-play games the fit is checked on (other seeds).")
    var heldOut = 200

    @Option(help: "Moves the expert's search may make for each move of the self-play games.")
    var nodes = 3_000

    @Option(help: "The rule set to fit (standard, first or any).")
    var rules: RuleSet = .standard

    @Option(help: "Passes over the positions.")
    var epochs = 30

    @Option(help: "The learning rate.")
    var rate: Float = 0.002

    @Option(help: "The file to write the fitted chances to.")
    var write: String?

    @Option(help: "Instead of fitting, write the games' positions to PATH.train and PATH.check, one a line: the game's number, the FEN, the result for the player to move (1, 0.5, 0) and the evaluation of field chances.")
    var dump: String?

    @Option(help: "Instead of the chances, fit the network (standard rules) to the positions --dump wrote to PATH.train, checked on PATH.check, for --epochs passes (4 made the shipped one), and write it to --write (Sources/AndoraEngineWeights/Network.bin ships it).")
    var network: String?

    func run() throws {
        if let network {
            return try fitNetwork(to: network)
        }
        let trainingGames = selfPlay(seeds: 1...UInt64(games))
        let checkGames = selfPlay(seeds: 1_000_001...1_000_000 + UInt64(heldOut))
        if let dump {
            try write(trainingGames, to: dump + ".train")
            try write(checkGames, to: dump + ".check")
            return
        }
        var trainer = FieldChanceTrainer(startingFrom: .shipped(for: rules))
        let training = samples(of: trainingGames, trainer: trainer)
        let check = samples(of: checkGames, trainer: trainer)
        trainer.fitSlope(training)
        print("\(training.count) positions to fit, \(check.count) held out; slope \(trainer.slope)")
        print("shipped chances: error \(Double(trainer.loss(training)).formatted(decimals: 5)) fitted, "
            + "\(Double(trainer.loss(check)).formatted(decimals: 5)) held out")
        var random = SplitMix64(seed: 22)
        for epoch in 1...epochs {
            trainer.fit(training, epochs: 1, rate: rate, random: &random)
            print("epoch \(epoch): error \(Double(trainer.loss(training)).formatted(decimals: 5)) fitted, "
                + "\(Double(trainer.loss(check)).formatted(decimals: 5)) held out")
        }
        let weights = trainer.weights
        print("capture share \(weights.captureShare), free choice \(weights.freeChoice)")
        if let write {
            var all = EvaluationWeights.shipped
            all[Int(rules.rawValue)] = weights
            try Data(EvaluationWeights.encode(all)).write(to: URL(fileURLWithPath: write))
        }
    }

    private func fitNetwork(to dump: String) throws {
        let training = try networkSamples(in: dump + ".train"), check = try networkSamples(in: dump + ".check")
        var random = SplitMix64(seed: 22)
        var trainer = NetworkTrainer(random: &random)
        trainer.fitSlope(training)
        print("\(training.count) positions to fit, \(check.count) held out; slope \(trainer.slope)")
        print("field chances alone: error \(Double(trainer.evaluationLoss(check)).formatted(decimals: 5)) held out")
        for epoch in 1...epochs {
            trainer.fit(training, random: &random)
            print("epoch \(epoch): error \(Double(trainer.loss(training)).formatted(decimals: 5)) fitted, "
                + "\(Double(trainer.loss(check)).formatted(decimals: 5)) held out")
        }
        if let write {
            try Data(trainer.weights.encode()).write(to: URL(fileURLWithPath: write))
        }
    }

    /// The network's samples of the positions in a file `--dump` wrote.
    private func networkSamples(in path: String) throws -> [NetworkTrainer.Sample] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { line in
            let fields = line.split(separator: " ")
            guard fields.count == 7, let result = Float(fields[5]) else { throw ValidationError("\(path): not a --dump line: \(line)") }
            let position = try Position(fen: fields[1...4].joined(separator: " "), rules: .standard)
            return NetworkTrainer.sample(position, result: result)
        }
    }

    /// Writes the games' positions for a trainer outside the program (docs/ENGINE.md, "A network
    /// beside the chances").
    private func write(_ games: [SelfPlay], to path: String) throws {
        let lines = games.enumerated().flatMap { number, game in PositionDump.lines(of: game, number: number) }
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// The positions of the games with the results they brought their players to move.
    private func samples(of games: [SelfPlay], trainer: FieldChanceTrainer) -> [FieldChanceTrainer.Sample] {
        games.flatMap { game in
            game.positions.map { trainer.sample($0.position, result: Float(game.result(for: $0.position.sideToMove))) }
        }
    }

    /// The self-play games of the seeds, played on every core.
    private func selfPlay(seeds: ClosedRange<UInt64>) -> [SelfPlay] {
        SelfPlay.onEveryCore(seeds: seeds, nodes: nodes, rules: { _ in rules }) { _, done in
            guard done % 200 == 0 else { return }
            var standardError = StandardError()
            print("tune: \(done) of \(seeds.count) games played", to: &standardError)
        }
    }
}
