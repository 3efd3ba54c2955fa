//! The grammars compiled into Rust by the `codegen/` member, and the two
//! types they speak.
//!
//! - `goal`: [`Goal`](crate::Goal), the production an input is parsed
//!   against, and its entry rule in each grammar.
//! - `layout`: `Span` and `Layout`, the few positions a match leaves behind
//!   (where each component starts and ends, an IP host's value), the only
//!   thing the layers above read of a parse.
//! - `recognizer`: the generated recognizers (one linear pass, no
//!   allocation) and their runtime; a match gives a `Layout`.
//! - `automaton`: the generated DFAs that say where a refused input stops
//!   being a prefix of the language, and which bytes could continue it.
//! - `resume`: where the automaton can take up a refused input without a
//!   run over the text before (the last mark of the recognizer's match).
//!
//! **Imports only `text/` and `grammars/`** (the entry rules' names); it
//! knows nothing of pest's parsing, of errors or of the reference types.

pub(crate) mod automaton;
pub(crate) mod goal;
pub(crate) mod layout;
pub(crate) mod recognizer;
pub(crate) mod resume;
