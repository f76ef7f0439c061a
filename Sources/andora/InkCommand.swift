import AndoraInk
import ArgumentParser
import Foundation

/// `andora ink …`: the pencil & paper recogniser from the command line.
struct InkCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ink",
        abstract: "Recognise hand-drawn shapes (X, O, line, other).",
        subcommands: [Classify.self, Bench.self, Train.self]
    )

    /// Where the real drawings are, relative to the package root (CI puts `shared/` beside the repository).
    static let defaultDataPath = "../shared/strokes/dev.jsonl"

    struct Classify: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Read drawings as JSON Lines on stdin; write `LABEL CONFIDENCE` or `error REASON` per line."
        )

        func run() {
            let recognizer = ShapeRecognizer()
            var output = ""
            while let line = readLine(strippingNewline: true) {
                output += recognizer.classificationLine(forJSONLine: line)
                output += "\n"
                if output.utf8.count > 1 << 16 {
                    print(output, terminator: "")
                    output = ""
                }
            }
            print(output, terminator: "")
        }
    }

    struct Bench: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Accuracy and speed of the shipped recogniser on the held-out subjects (never used for training)."
        )

        @Option(help: "The labelled drawings (JSON Lines).")
        var data = InkCommand.defaultDataPath

        @Flag(help: "List the drawings recognised wrongly.")
        var mistakes = false

        func run() throws {
            let samples = try InkCommand.samples(at: data).filter { $0.tests(part: .heldOut) }
            InkCommand.report(ShapeRecognizer(), on: samples, title: "held-out subjects", listingMistakes: mistakes)
        }
    }

    struct Train: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Train the shape model and write it as Swift source (or, with --validate, only test the settings)."
        )

        @Option(help: "The labelled drawings (JSON Lines).")
        var data = InkCommand.defaultDataPath

        @Option(help: "The generated Swift file.")
        var output = "Sources/AndoraInk/Shapes/ShapeModel+Trained.swift"

        @Flag(help: "Train on the training subjects without the validation ones, report on the validation ones, write nothing.")
        var validate = false

        @Flag(help: "With --validate, list the validation drawings recognised wrongly.")
        var mistakes = false

        @Option(help: "Seed of the random generator (weights, shuffling, distortions).")
        var seed: UInt64 = 1

        @Option(help: "Passes over the training drawings.")
        var epochs = ShapeModelTrainer().epochs

        @Option(help: "Hidden units.")
        var hidden = ShapeModelTrainer().hiddenCount

        @Option(help: "Least probability for an X or O answer; below it the answer is `other`.")
        var acceptance = ShapeModelTrainer().acceptance

        func run() throws {
            let part: SubjectSplit = validate ? .validation : .heldOut
            let samples = try InkCommand.samples(at: data)
            let training = samples.filter { $0.trains(for: part) }.compactMap(\.labelledShape)
            var trainer = ShapeModelTrainer()
            trainer.epochs = epochs
            trainer.hiddenCount = hidden
            trainer.acceptance = acceptance
            var generator = SplitMix64(seed: seed)
            let clock = ContinuousClock()
            let start = clock.now
            let model = trainer.train(training, using: &generator)
            print("trained on \(training.count) drawings in \(clock.now - start)")
            if validate {
                let validation = samples.filter { $0.tests(part: .validation) }
                InkCommand.report(ShapeRecognizer(model: model), on: validation, title: "validation subjects", listingMistakes: mistakes)
            } else {
                let note = "Seed \(seed), \(epochs) epochs, \(hidden) hidden units, acceptance \(acceptance), \(training.count) drawings."
                try model.generatedSource(note: note).write(toFile: output, atomically: true, encoding: .utf8)
                print("wrote \(output)")
            }
        }
    }

    /// Every line of the JSON Lines file at `path`; fails on the first malformed line.
    static func samples(at path: String) throws -> [InkSample] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try text.split(separator: "\n").map { try InkSample(jsonLine: String($0)) }
    }

    /// Prints the confusion matrix, accuracies and time per shape of `recognizer` on the labelled `samples`.
    static func report(_ recognizer: ShapeRecognizer, on samples: [InkSample], title: String, listingMistakes: Bool) {
        let shapes = samples.compactMap(\.labelledShape)
        let clock = ContinuousClock()
        let start = clock.now
        let matrix = recognizer.confusion(on: shapes)
        let elapsed = clock.now - start
        let milliseconds = Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) * 1e-15
        print("\(matrix.total) drawings by \(title)")
        print(matrix.table)
        print("accuracy \(ConfusionMatrix.percent(matrix.accuracy))")
        print("other accepted as x or o \(ConfusionMatrix.percent(matrix.otherAcceptedAsSign))")
        print("time per shape \(String(format: "%.4f", milliseconds / Double(max(matrix.total, 1)))) ms")
        guard listingMistakes else { return }
        for sample in samples {
            guard let shape = sample.labelledShape else { continue }
            let recognition = recognizer.recognize(shape.strokes)
            if recognition.label != shape.label {
                print("\(sample.id ?? "?") \(shape.label.rawValue) -> \(recognition.label.rawValue) \(String(format: "%.2f", recognition.confidence))")
            }
        }
    }
}
