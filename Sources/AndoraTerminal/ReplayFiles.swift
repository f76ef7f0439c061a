import AndoraModel
import Foundation

/// The terminal's export of a replayed game: the picture of the board shown and the moves file (the
/// page's download, which History opens again), written as `<pictureFileName>.svg` and
/// `<fileName>.txt` into a folder.
enum ReplayFiles {
    /// Writes both files (replacing older ones of the same name); returns what to tell the player:
    /// where they are, or why they could not be written.
    static func save(_ replay: ReplayScreenState, in folder: URL, _ text: Localizer) -> String {
        let picture = folder.appendingPathComponent(replay.pictureFileName + ".svg")
        let moves = folder.appendingPathComponent(replay.fileName + ".txt")
        do {
            try replay.picture.write(to: picture, atomically: true, encoding: .utf8)
            try replay.notationFile.write(to: moves, atomically: true, encoding: .utf8)
            return text.text(.filesSaved, picture.path, moves.path)
        } catch {
            return text.text(.filesNotSaved, error.localizedDescription)
        }
    }
}
