extension Double {
    /// A chance or a loss (0…1) in whole percent, as the review and the coach say it.
    var wholePercent: Int { Int((self * 100).rounded()) }
}
