extension String {
    /// The text's lines, split on the newline byte, empty lines kept. Splitting a text of a few
    /// hundred kilobytes by `Character` breaks all of it into grapheme clusters first, which was
    /// most of the time `run` spent reading the ledger; and since CR LF is one `Character`, a file
    /// checked out with CR LF line ends did not split at all. Here a line keeps its carriage
    /// return, which the readers trim as white space.
    func linesSplitOnNewlineBytes() -> [Substring] {
        utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Substring.init)
    }
}
