extension QRMatrix {
    /// The masking penalty of ISO/IEC 18004 §7.8.3: lower is better. Sums N1 (runs of five or more
    /// same-coloured modules in a row or column), N2 (2×2 blocks of one colour), N3 (the finder-like
    /// 1:1:3:1:1 pattern with four light modules on one side, the outside counting as light) and N4
    /// (how far the share of dark modules strays from half).
    var penalty: Int {
        var score = 0
        for index in 0..<size {
            score += linePenalty(first: index * size, step: 1) + linePenalty(first: index, step: size)
        }
        for y in 1..<size {
            for x in 1..<size {
                let color = dark[y * size + x]
                if dark[y * size + x - 1] == color, dark[(y - 1) * size + x] == color, dark[(y - 1) * size + x - 1] == color {
                    score += 3
                }
            }
        }
        let darkCount = dark.count { $0 }
        return score + abs(darkCount * 20 - dark.count * 10) / dark.count * 10
    }

    /// N1 and N3 of one row or column: the modules at `first`, `first + step`, … (`size` of them).
    private func linePenalty(first: Int, step: Int) -> Int {
        func isDark(_ index: Int) -> Bool { (0..<size).contains(index) && dark[first + index * step] }
        let finderLike = 0b1011101
        func runScore(_ run: Int) -> Int { run >= 5 ? run - 2 : 0 }
        var score = 0
        var run = 0
        var previous = false
        var window = 0
        for index in 0..<size {
            let color = isDark(index)
            if index > 0 && color == previous {
                run += 1
            } else {
                score += runScore(run)
                run = 1
            }
            previous = color
            window = (window << 1 | (color ? 1 : 0)) & 0b111_1111
            if index >= 6 && window == finderLike {
                let lightBefore = (index - 10...index - 7).allSatisfy { !isDark($0) }
                let lightAfter = (index + 1...index + 4).allSatisfy { !isDark($0) }
                if lightBefore || lightAfter { score += 40 }
            }
        }
        return score + runScore(run)
    }
}
