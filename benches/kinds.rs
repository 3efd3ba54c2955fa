//! `cargo bench --bench kinds`: this crate against its peers kind by kind,
//! on the two per-kind corpora.
//!
//! A corpus is a directory of TSV files, one record a line, fields separated
//! by one TAB, the first field the record's kind; a field's leading and
//! trailing spaces are part of it (nothing is trimmed). Corpus A is
//! `benches/corpus/kinds/`, corpus B `benches/corpus2/`. Seven tables per
//! corpus, one row per kind and an `all` row:
//!
//! 1. **valid parse** (`valid.tsv`, `kind<TAB>uri-reference`):
//!    `rfc3986::UriRef::parse` against fluent-uri's `UriRef::parse`,
//!    oxiri's `IriRef::parse` (an IRI parser: RFC 3986 on ASCII) and
//!    iri-string's `UriReferenceStr::new`;
//! 2. **refusals** (`refused.tsv`, `kind<TAB>input`): the refusal with its
//!    index, with its one-line message (`to_string`) and hint, and
//!    `parse_quick`'s refusal (the index without the input kept), against
//!    fluent-uri's refusal with its index, and with its message;
//! 3. **IRI refusals** (`iri-refused.tsv`): the same with the IRI parsers,
//!    `rfc3986::IriRef` and fluent-uri's `IriRef`;
//! 4. **valid IRI parse** (`iri.tsv`): `rfc3986::IriRef::parse` against
//!    fluent-uri's `IriRef::parse`, oxiri's `IriRef::parse` and iri-string's
//!    `IriReferenceStr::new`;
//! 5. **resolution** (`resolve.tsv`, `kind<TAB>base<TAB>reference`, strict,
//!    RFC 3986 §5.2) to an owned target, base and reference parsed before
//!    the timing, against fluent-uri, oxiri and iri-string;
//! 6. **parsing the reference, then resolution**: the same with the
//!    reference's parse timed too (the base still parsed before);
//! 7. **normalization** (`normalize.tsv`, `kind<TAB>input`, syntax-based,
//!    §6.2.2) of an input parsed before the timing, to an owned result,
//!    against fluent-uri and iri-string (which normalizes URIs with a
//!    scheme only).
//!
//! Before anything is timed every row is checked against what its file
//! says (valid rows parse, refused rows are refused, resolution and
//! normalization succeed) in every library. A row rfc3986 does not take as
//! its file says is left out of the whole table; a row a peer does not is
//! left out of that peer's columns only, and rfc3986 is timed once more on
//! the rows the peer takes, so that each ratio compares the same rows (such
//! figures are marked `*`). The notes after each corpus's tables list those
//! rows, and where a peer gives another refusal index, target or normal
//! form than rfc3986.
//!
//! The harness is plain `Instant` timing (`harness = false`). A pass is one
//! library going once over one kind's rows (repeated to last about
//! `--sample-ms`, 1 ms by default); each round times every pass of every
//! kind of a table once, the kinds and, within a kind, the passes in an
//! order that rotates from round to round, so that a burst of machine noise
//! falls on all of them alike. A figure is the median over the rounds in ns
//! per input; the `all` row sums the kinds' medians, so its ratio weighs
//! each kind by its rows. The IQR column is the largest interquartile
//! range of the row's passes as a share of its median. Run without
//! `--bench` (as `cargo test --benches` does), it makes one quick round.
//!
//! ```text
//! cargo bench --bench kinds                         # 101 rounds, both corpora
//! cargo bench --bench kinds -- --rounds 31          # fewer rounds
//! cargo bench --bench kinds -- --corpus a           # corpus A only (a, b or both)
//! cargo bench --bench kinds -- --only refus         # tables or kinds whose name holds the text
//! cargo bench --bench kinds -- --dir-a DIR --dir-b DIR   # other corpus directories
//! cargo bench --bench kinds -- --sample-ms 0.2      # shorter samples
//! ```

use std::collections::BTreeMap;
use std::fmt::Debug;
use std::hint::black_box;
use std::ops::AddAssign;
use std::path::{Path, PathBuf};
use std::time::Instant;

use iri_string::format::ToDedicatedString;
use iri_string::types::{IriReferenceStr, UriAbsoluteStr, UriReferenceStr, UriStr};
use rfc3986::{IriRef, Level, Strictness, Uri, UriRef};

// 101 rounds of 1 ms samples (about 40 s for both corpora): with 31 rounds
// of 0.2 ms (3 s), the machine's slower phases moved a kind's ratio by up
// to 0.37 from one run to the next (a colon in a first segment 0.79, 1.16,
// 0.80, 0.94 in four runs of one build); with these, by 0.07 at most over
// two runs (0.12 on the ratios of the full messages). A longer sample also
// makes the first pass after other code a smaller share of it, which moves
// some ratios: `benches/README.md` says which.
const DEFAULT_ROUNDS: usize = 101;

/// How long one timed sample should last, in nanoseconds.
const FULL_SAMPLE_NS: f64 = 1e6;
const QUICK_SAMPLE_NS: f64 = 2e4;

/// The default corpus directories.
const DIR_A: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/corpus/kinds");
const DIR_B: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/corpus2");

/// How many rows a note quotes, and at most how many characters of each
/// input, output or reason it quotes.
const EXAMPLES: usize = 3;
const EXAMPLE_CHARS: usize = 100;

// ---------------------------------------------------------------------------
// What is timed
// ---------------------------------------------------------------------------

/// One library going once over one kind's rows, or the part of them it
/// takes; returns a checksum.
type Pass = Box<dyn Fn() -> usize>;

/// Whether a library does with a row what its file says; `Err` says what
/// it did instead.
type Check<T> = Box<dyn Fn(&T) -> Result<(), String>>;

/// What a library makes of a row (a refusal's index, a target, a normal
/// form), untimed, compared with rfc3986's.
type Output<T> = Box<dyn Fn(&T) -> String>;

/// Prepares a pass over rows: what is done before the timing (parsing a
/// base, a reference, an input to normalize) is done here.
type Make<T> = Box<dyn Fn(&[T]) -> Pass>;

/// A pass over `items`, each handed to `f` through `black_box`; `f` feeds
/// each result to `black_box` and returns a number from it.
fn pass<I: 'static>(items: Vec<I>, f: impl Fn(&I) -> usize + 'static) -> Pass {
    Box::new(move || {
        let mut sum = 0usize;
        for item in &items {
            sum = sum.wrapping_add(f(black_box(item)));
        }
        black_box(sum)
    })
}

/// One library doing one table's operation.
struct Lib<T> {
    name: &'static str,
    check: Check<T>,
    output: Option<Output<T>>,
    /// The timed variants: a column name and the pass.
    variants: Vec<(&'static str, Make<T>)>,
}

impl<T> Lib<T> {
    fn new(name: &'static str, check: impl Fn(&T) -> Result<(), String> + 'static) -> Self {
        Lib {
            name,
            check: Box::new(check),
            output: None,
            variants: Vec::new(),
        }
    }

    fn output(mut self, output: impl Fn(&T) -> String + 'static) -> Self {
        self.output = Some(Box::new(output));
        self
    }

    fn variant(mut self, column: &'static str, make: impl Fn(&[T]) -> Pass + 'static) -> Self {
        self.variants.push((column, Box::new(make)));
        self
    }
}

/// A ratio column: rfc3986's variant `ours` over a peer's variant.
enum Ratio {
    /// Over peer `peer`'s variant `variant`.
    To {
        label: &'static str,
        ours: usize,
        peer: usize,
        variant: usize,
    },
    /// Over the fastest of `peers` (each its first variant): the largest
    /// of the ratios to each.
    Fastest {
        label: &'static str,
        ours: usize,
        peers: Vec<usize>,
    },
}

impl Ratio {
    fn label(&self) -> &'static str {
        match self {
            Ratio::To { label, .. } | Ratio::Fastest { label, .. } => label,
        }
    }
}

/// One table: rfc3986 and its peers on the rows of one file.
struct Table<T> {
    title: &'static str,
    file: &'static str,
    /// What is timed, one sentence.
    about: &'static str,
    ours: Lib<T>,
    peers: Vec<Lib<T>>,
    ratios: Vec<Ratio>,
    /// How a peer's output differs from rfc3986's, for the notes.
    differs: &'static str,
    /// The length of a row's input, in bytes.
    len: fn(&T) -> usize,
}

fn message(error: impl std::fmt::Display) -> String {
    error.to_string()
}

/// An `Ok` when there is a refusal's index: a row that should be refused.
fn refused(index: Option<usize>) -> Result<(), String> {
    index.map(drop).ok_or_else(|| "accepted".to_owned())
}

/// A base without its fragment: fluent-uri refuses a base with one and
/// iri-string's absolute type has none; RFC 3986 §5.1 ignores it.
fn without_fragment(base: &str) -> &str {
    base.split_once('#').map_or(base, |(before, _)| before)
}

// ---------------------------------------------------------------------------
// The tables
// ---------------------------------------------------------------------------

type One = &'static str;
type Pair = (&'static str, &'static str);

fn one_len(s: &One) -> usize {
    s.len()
}

fn reference_len(pair: &Pair) -> usize {
    pair.1.len()
}

/// A table of valid parses: this crate's parser `$ours` against
/// fluent-uri's `$fluent`, oxiri's `IriRef::parse` and iri-string's
/// `$iri_string`, on the rows of `$file`.
macro_rules! parse_table {
    ($title:expr, $file:expr, $about:expr, $ours:path, $fluent:path, $iri_string:path) => {
        Table {
            title: $title,
            file: $file,
            about: $about,
            ours: Lib::new("rfc3986", |s: &One| $ours(s).map(drop).map_err(message))
                .variant("rfc3986", |rows| {
                    pass(rows.to_vec(), |s| usize::from(black_box(&$ours(s)).is_ok()))
                }),
            peers: vec![
                Lib::new("fluent-uri", |s: &One| {
                    $fluent(*s).map(drop).map_err(message)
                })
                .variant("fluent-uri", |rows| {
                    pass(rows.to_vec(), |s| {
                        usize::from(black_box(&$fluent(*s)).is_ok())
                    })
                }),
                Lib::new("oxiri", |s: &One| {
                    oxiri::IriRef::parse(*s).map(drop).map_err(message)
                })
                .variant("oxiri", |rows| {
                    pass(rows.to_vec(), |s| {
                        usize::from(black_box(&oxiri::IriRef::parse(*s)).is_ok())
                    })
                }),
                Lib::new("iri-string", |s: &One| {
                    $iri_string(s).map(drop).map_err(message)
                })
                .variant("iri-string", |rows| {
                    pass(rows.to_vec(), |s| {
                        usize::from(black_box(&$iri_string(s)).is_ok())
                    })
                }),
            ],
            ratios: vec![
                Ratio::To {
                    label: "rfc3986 / fluent-uri",
                    ours: 0,
                    peer: 0,
                    variant: 0,
                },
                Ratio::Fastest {
                    label: "rfc3986 / faster of oxiri, iri-string",
                    ours: 0,
                    peers: vec![1, 2],
                },
            ],
            differs: "",
            len: one_len,
        }
    };
}

fn valid_table() -> Table<One> {
    parse_table!(
        "Valid parse",
        "valid.tsv",
        "a parse, its result fed to `black_box`, then `is_ok()`; no accessor",
        UriRef::parse,
        fluent_uri::UriRef::parse,
        UriReferenceStr::new
    )
}

fn valid_iri_table() -> Table<One> {
    parse_table!(
        "Valid IRI parse",
        "iri.tsv",
        "an IRI-reference parse (RFC 3987), its result fed to `black_box`, then `is_ok()`",
        IriRef::parse,
        fluent_uri::IriRef::parse,
        IriReferenceStr::new
    )
}

/// The refusal tables: `iri` picks the IRI parsers.
fn refusal_table(iri: bool) -> Table<One> {
    // Each parser as a function, so that one body serves both tables: the
    // index of the refusal, `None` when the input is accepted.
    type Refusal = fn(&str) -> Option<usize>;
    fn ours_uri(s: &str) -> Option<usize> {
        UriRef::parse(s).err().map(|e| e.index())
    }
    fn ours_iri(s: &str) -> Option<usize> {
        IriRef::parse(s).err().map(|e| e.index())
    }
    fn fluent_uri_ref(s: &str) -> Option<usize> {
        fluent_uri::UriRef::parse(s).err().map(|e| e.index())
    }
    fn fluent_iri_ref(s: &str) -> Option<usize> {
        fluent_uri::IriRef::parse(s).err().map(|e| e.index())
    }
    // The timed bodies parse into the library's own type, not the `()` above.
    fn index_uri(s: &str) -> usize {
        black_box(UriRef::parse(s)).err().map_or(0, |e| e.index())
    }
    fn index_iri(s: &str) -> usize {
        black_box(IriRef::parse(s)).err().map_or(0, |e| e.index())
    }
    fn quick_uri(s: &str) -> usize {
        black_box(UriRef::parse_quick(s))
            .err()
            .map_or(0, |e| e.index())
    }
    fn quick_iri(s: &str) -> usize {
        black_box(IriRef::parse_quick(s))
            .err()
            .map_or(0, |e| e.index())
    }
    fn full(e: rfc3986::Error) -> usize {
        black_box(e.to_string()).len() + usize::from(black_box(e.hint()).is_some()) + e.index()
    }
    fn full_uri(s: &str) -> usize {
        black_box(UriRef::parse(s)).err().map_or(0, full)
    }
    fn full_iri(s: &str) -> usize {
        black_box(IriRef::parse(s)).err().map_or(0, full)
    }
    fn fluent_index_uri(s: &str) -> usize {
        black_box(fluent_uri::UriRef::parse(s))
            .err()
            .map_or(0, |e| e.index())
    }
    fn fluent_index_iri(s: &str) -> usize {
        black_box(fluent_uri::IriRef::parse(s))
            .err()
            .map_or(0, |e| e.index())
    }
    fn fluent_message(e: fluent_uri::ParseError) -> usize {
        black_box(e.to_string()).len() + e.index()
    }
    fn fluent_message_uri(s: &str) -> usize {
        black_box(fluent_uri::UriRef::parse(s))
            .err()
            .map_or(0, fluent_message)
    }
    fn fluent_message_iri(s: &str) -> usize {
        black_box(fluent_uri::IriRef::parse(s))
            .err()
            .map_or(0, fluent_message)
    }
    let (ours, fluent): (Refusal, Refusal) = if iri {
        (ours_iri, fluent_iri_ref)
    } else {
        (ours_uri, fluent_uri_ref)
    };
    // A pass calling `f` on each row: `f` a function item, so that the
    // call is direct and can be inlined, as in the other tables.
    fn over<F: Fn(&str) -> usize + Copy + 'static>(f: F) -> impl Fn(&[One]) -> Pass {
        move |rows| pass(rows.to_vec(), move |s| f(s))
    }
    let ours_lib = Lib::new("rfc3986", move |s: &One| refused(ours(s)))
        .output(move |s: &One| ours(s).map_or(String::new(), |i| i.to_string()));
    let fluent_lib = Lib::new("fluent-uri", move |s: &One| refused(fluent(s)))
        .output(move |s: &One| fluent(s).map_or(String::new(), |i| i.to_string()));
    let (ours_lib, fluent_lib) = if iri {
        (
            ours_lib
                .variant("index", over(index_iri))
                .variant("full", over(full_iri))
                .variant("quick", over(quick_iri)),
            fluent_lib
                .variant("index", over(fluent_index_iri))
                .variant("message", over(fluent_message_iri)),
        )
    } else {
        (
            ours_lib
                .variant("index", over(index_uri))
                .variant("full", over(full_uri))
                .variant("quick", over(quick_uri)),
            fluent_lib
                .variant("index", over(fluent_index_uri))
                .variant("message", over(fluent_message_uri)),
        )
    };
    Table {
        title: if iri { "IRI refusals" } else { "Refusals" },
        file: if iri {
            "iri-refused.tsv"
        } else {
            "refused.tsv"
        },
        about: if iri {
            "a refused IRI reference: rfc3986 `IriRef::parse` with the error's index \
             (`index`), or with `to_string()` (the one-line message), `hint()` and \
             the index (`full`), or `IriRef::parse_quick` with the refusal's index \
             (`quick`); fluent-uri `IriRef::parse` with `index()`, or with \
             `to_string()` and the index"
        } else {
            "a refused URI reference: rfc3986 `UriRef::parse` with the error's index \
             (`index`), or with `to_string()` (the one-line message), `hint()` and \
             the index (`full`), or `UriRef::parse_quick` with the refusal's index \
             (`quick`); fluent-uri `UriRef::parse` with `index()`, or with \
             `to_string()` and the index"
        },
        ours: ours_lib,
        peers: vec![fluent_lib],
        ratios: vec![
            Ratio::To {
                label: "index / fluent-uri index",
                ours: 0,
                peer: 0,
                variant: 0,
            },
            Ratio::To {
                label: "quick / fluent-uri index",
                ours: 2,
                peer: 0,
                variant: 0,
            },
            Ratio::To {
                label: "full / fluent-uri index",
                ours: 1,
                peer: 0,
                variant: 0,
            },
            Ratio::To {
                label: "full / fluent-uri message",
                ours: 1,
                peer: 0,
                variant: 1,
            },
        ],
        differs: "refuses at another index than rfc3986",
        len: one_len,
    }
}

/// The resolution tables: with `parse_reference`, the reference's parse is
/// timed too; the base is parsed before the timing in both.
fn resolve_table(parse_reference: bool) -> Table<Pair> {
    let strict = Strictness::Strict;
    let ours_check = |&(base, reference): &Pair| {
        Uri::parse(base).map_err(|e| format!("base: {e}"))?;
        UriRef::parse(reference).map_err(|e| format!("reference: {e}"))?;
        Ok(())
    };
    let ours_output = move |&(base, reference): &Pair| {
        let (Ok(base), Ok(reference)) = (Uri::parse(base), UriRef::parse(reference)) else {
            return String::new();
        };
        base.resolve(&reference, strict).as_str().to_owned()
    };
    let fluent_target = |&(base, reference): &Pair| -> Result<fluent_uri::Uri<String>, String> {
        let base =
            fluent_uri::Uri::parse(without_fragment(base)).map_err(|e| format!("base: {e}"))?;
        let reference =
            fluent_uri::UriRef::parse(reference).map_err(|e| format!("reference: {e}"))?;
        reference
            .resolve_against(&base)
            .map_err(|e| format!("resolution: {e}"))
    };
    let oxiri_target = |&(base, reference): &Pair| -> Result<oxiri::Iri<String>, String> {
        let base = oxiri::Iri::parse(base).map_err(|e| format!("base: {e}"))?;
        let reference = oxiri::IriRef::parse(reference).map_err(|e| format!("reference: {e}"))?;
        base.resolve(&reference)
            .map_err(|e| format!("resolution: {e}"))
    };
    let iri_string_target = |&(base, reference): &Pair| -> Result<String, String> {
        let base = UriAbsoluteStr::new(without_fragment(base)).map_err(|e| format!("base: {e}"))?;
        let reference = UriReferenceStr::new(reference).map_err(|e| format!("reference: {e}"))?;
        Ok(reference
            .resolve_against(base)
            .to_dedicated_string()
            .as_str()
            .to_owned())
    };

    let mut ours = Lib::new("rfc3986", ours_check);
    let mut fluent = Lib::new("fluent-uri", move |p: &Pair| fluent_target(p).map(drop));
    let mut oxiri_lib = Lib::new("oxiri", move |p: &Pair| oxiri_target(p).map(drop));
    let mut iri_string = Lib::new("iri-string", move |p: &Pair| iri_string_target(p).map(drop));
    if parse_reference {
        ours = ours.variant("rfc3986", move |rows| {
            let items: Vec<(Uri<'static>, One)> = rows
                .iter()
                .map(|&(b, r)| (Uri::parse(b).expect("checked"), r))
                .collect();
            // `Uri::join`: `UriRef::parse`, then `resolve(.., Strict)`.
            pass(items, |(base, r)| {
                black_box(&base.join(r))
                    .as_ref()
                    .map_or(0, |t| t.as_str().len())
            })
        });
        fluent = fluent.variant("fluent-uri", |rows| {
            let items: Vec<(fluent_uri::Uri<One>, One)> = rows
                .iter()
                .map(|&(b, r)| {
                    let base = fluent_uri::Uri::parse(without_fragment(b)).expect("checked");
                    (base, r)
                })
                .collect();
            pass(items, |(base, r)| {
                let target = fluent_uri::UriRef::parse(*r)
                    .ok()
                    .and_then(|r| r.resolve_against(base).ok());
                black_box(&target).as_ref().map_or(0, |t| t.as_str().len())
            })
        });
        oxiri_lib = oxiri_lib.variant("oxiri", |rows| {
            let items: Vec<(oxiri::Iri<One>, One)> = rows
                .iter()
                .map(|&(b, r)| (oxiri::Iri::parse(b).expect("checked"), r))
                .collect();
            pass(items, |(base, r)| {
                let target = oxiri::IriRef::parse(*r)
                    .ok()
                    .and_then(|r| base.resolve(&r).ok());
                black_box(&target).as_ref().map_or(0, |t| t.as_str().len())
            })
        });
        iri_string = iri_string.variant("iri-string", |rows| {
            let items: Vec<(&'static UriAbsoluteStr, One)> = rows
                .iter()
                .map(|&(b, r)| {
                    let base = UriAbsoluteStr::new(without_fragment(b)).expect("checked");
                    (base, r)
                })
                .collect();
            pass(items, |(base, r)| {
                let target = UriReferenceStr::new(r)
                    .ok()
                    .map(|r| r.resolve_against(base).to_dedicated_string());
                black_box(&target).as_ref().map_or(0, |t| t.as_str().len())
            })
        });
    } else {
        ours = ours.output(ours_output).variant("rfc3986", move |rows| {
            let items: Vec<(Uri<'static>, UriRef<'static>)> = rows
                .iter()
                .map(|&(b, r)| {
                    let base = Uri::parse(b).expect("checked");
                    (base, UriRef::parse(r).expect("checked"))
                })
                .collect();
            pass(items, move |(base, r)| {
                black_box(&base.resolve(r, strict)).as_str().len()
            })
        });
        fluent = fluent
            .output(move |p: &Pair| {
                fluent_target(p).map_or(String::new(), |t| t.as_str().to_owned())
            })
            .variant("fluent-uri", |rows| {
                let items: Vec<(fluent_uri::Uri<One>, fluent_uri::UriRef<One>)> = rows
                    .iter()
                    .map(|&(b, r)| {
                        let base = fluent_uri::Uri::parse(without_fragment(b)).expect("checked");
                        (base, fluent_uri::UriRef::parse(r).expect("checked"))
                    })
                    .collect();
                pass(items, |(base, r)| {
                    black_box(&r.resolve_against(base))
                        .as_ref()
                        .map_or(0, |t| t.as_str().len())
                })
            });
        oxiri_lib = oxiri_lib
            .output(move |p: &Pair| {
                oxiri_target(p).map_or(String::new(), |t| t.as_str().to_owned())
            })
            .variant("oxiri", |rows| {
                let items: Vec<(oxiri::Iri<One>, oxiri::IriRef<One>)> = rows
                    .iter()
                    .map(|&(b, r)| {
                        let base = oxiri::Iri::parse(b).expect("checked");
                        (base, oxiri::IriRef::parse(r).expect("checked"))
                    })
                    .collect();
                pass(items, |(base, r)| {
                    black_box(&base.resolve(r))
                        .as_ref()
                        .map_or(0, |t| t.as_str().len())
                })
            });
        iri_string = iri_string
            .output(move |p: &Pair| iri_string_target(p).unwrap_or_default())
            .variant("iri-string", |rows| {
                let items: Vec<(&'static UriAbsoluteStr, &'static UriReferenceStr)> = rows
                    .iter()
                    .map(|&(b, r)| {
                        let base = UriAbsoluteStr::new(without_fragment(b)).expect("checked");
                        (base, UriReferenceStr::new(r).expect("checked"))
                    })
                    .collect();
                pass(items, |(base, r)| {
                    black_box(&r.resolve_against(base).to_dedicated_string())
                        .as_str()
                        .len()
                })
            });
    }
    Table {
        title: if parse_reference {
            "Parsing the reference, then resolution"
        } else {
            "Resolution"
        },
        file: "resolve.tsv",
        about: if parse_reference {
            "the reference parsed, then resolved strictly (RFC 3986 §5.2) against a base \
             parsed before the timing, to an owned target"
        } else {
            "a reference resolved strictly (RFC 3986 §5.2) against a base, both parsed \
             before the timing, to an owned target"
        },
        ours,
        peers: vec![fluent, oxiri_lib, iri_string],
        ratios: vec![
            Ratio::To {
                label: "rfc3986 / fluent-uri",
                ours: 0,
                peer: 0,
                variant: 0,
            },
            Ratio::To {
                label: "rfc3986 / oxiri",
                ours: 0,
                peer: 1,
                variant: 0,
            },
            Ratio::To {
                label: "rfc3986 / iri-string",
                ours: 0,
                peer: 2,
                variant: 0,
            },
        ],
        differs: "resolves to another target than rfc3986",
        len: reference_len,
    }
}

fn normalize_table() -> Table<One> {
    let level = Level::SyntaxBased;
    Table {
        title: "Normalization",
        file: "normalize.tsv",
        about: "syntax-based normalization (RFC 3986 §6.2.2) of an input parsed before \
                the timing, to an owned result",
        ours: Lib::new("rfc3986", |s: &One| {
            UriRef::parse(s).map(drop).map_err(message)
        })
        .output(move |s: &One| {
            UriRef::parse(s).map_or(String::new(), |r| r.normalize(level).as_str().to_owned())
        })
        .variant("rfc3986", move |rows| {
            let items: Vec<UriRef<'static>> = rows
                .iter()
                .map(|s| UriRef::parse(s).expect("checked"))
                .collect();
            pass(items, move |r| {
                black_box(&r.normalize(level)).as_str().len()
            })
        }),
        peers: vec![
            Lib::new("fluent-uri", |s: &One| {
                fluent_uri::UriRef::parse(*s).map(drop).map_err(message)
            })
            .output(|s: &One| {
                fluent_uri::UriRef::parse(*s)
                    .map_or(String::new(), |r| r.normalize().as_str().to_owned())
            })
            .variant("fluent-uri", |rows| {
                let items: Vec<fluent_uri::UriRef<One>> = rows
                    .iter()
                    .map(|s| fluent_uri::UriRef::parse(*s).expect("checked"))
                    .collect();
                pass(items, |r| black_box(&r.normalize()).as_str().len())
            }),
            Lib::new("iri-string", |s: &One| {
                UriStr::new(s)
                    .map(drop)
                    .map_err(|e| format!("{e} (iri-string normalizes URIs with a scheme only)"))
            })
            .output(|s: &One| {
                UriStr::new(s).map_or(String::new(), |u| {
                    u.normalize().to_dedicated_string().as_str().to_owned()
                })
            })
            .variant("iri-string", |rows| {
                let items: Vec<&'static UriStr> = rows
                    .iter()
                    .map(|s| UriStr::new(s).expect("checked"))
                    .collect();
                pass(items, |u| {
                    black_box(&u.normalize().to_dedicated_string())
                        .as_str()
                        .len()
                })
            }),
        ],
        ratios: vec![
            Ratio::To {
                label: "rfc3986 / fluent-uri",
                ours: 0,
                peer: 0,
                variant: 0,
            },
            Ratio::To {
                label: "rfc3986 / iri-string",
                ours: 0,
                peer: 1,
                variant: 0,
            },
        ],
        differs: "normalizes to another form than rfc3986",
        len: one_len,
    }
}

// ---------------------------------------------------------------------------
// Reading a corpus
// ---------------------------------------------------------------------------

/// The records of `dir/file`, each its kind and its `fields` other fields,
/// grouped by kind in the order the kinds first appear. Lines are split at
/// `\n` only and nothing is trimmed: a field keeps its spaces. The last
/// field runs to the end of the line. `None` when the file is missing.
fn read_kinds(
    dir: &Path,
    file: &str,
    fields: usize,
    notes: &mut Vec<String>,
) -> Option<Vec<(One, Vec<Vec<One>>)>> {
    let path = dir.join(file);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => {
            notes.push(format!("`{file}`: not read ({e}); its table is left out."));
            return None;
        }
    };
    // Leaked, so that the rows and what is parsed from them live as long
    // as the bench.
    let text: &'static str = Box::leak(text.into_boxed_str());
    let mut kinds: Vec<(One, Vec<Vec<One>>)> = Vec::new();
    let mut malformed = Vec::new();
    // A final `\n` ends the last line rather than beginning an empty one.
    for (number, line) in text.split_terminator('\n').enumerate() {
        let mut parts = line.splitn(fields + 1, '\t');
        let kind = parts.next().unwrap_or("");
        let rest: Vec<One> = parts.collect();
        if kind.is_empty() || rest.len() != fields {
            malformed.push(number + 1);
            continue;
        }
        match kinds.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, rows)) => rows.push(rest),
            None => kinds.push((kind, vec![rest])),
        }
    }
    if !malformed.is_empty() {
        notes.push(format!(
            "`{file}`: {} line(s) without a kind and {fields} TAB-separated field(s) \
             skipped (lines {:?}{}).",
            malformed.len(),
            &malformed[..malformed.len().min(10)],
            if malformed.len() > 10 { ", …" } else { "" }
        ));
    }
    Some(kinds)
}

// ---------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------

struct Settings {
    rounds: usize,
    sample_ns: f64,
}

/// The first, second and third quartiles of a pass's times over the
/// rounds, in ns for the whole pass.
#[derive(Clone, Copy, Default)]
struct Quartiles {
    q1: f64,
    q2: f64,
    q3: f64,
}

impl AddAssign for Quartiles {
    fn add_assign(&mut self, other: Self) {
        self.q1 += other.q1;
        self.q2 += other.q2;
        self.q3 += other.q3;
    }
}

impl Quartiles {
    fn of(times: &mut [f64]) -> Self {
        times.sort_by(f64::total_cmp);
        let at = |q: f64| {
            let position = q * (times.len() - 1) as f64;
            let (low, high) = (position.floor() as usize, position.ceil() as usize);
            times[low] + (times[high] - times[low]) * (position - position.floor())
        };
        Quartiles {
            q1: at(0.25),
            q2: at(0.5),
            q3: at(0.75),
        }
    }

    fn iqr_share(&self) -> f64 {
        (self.q3 - self.q1) / self.q2
    }
}

fn add_all(sums: &mut Vec<Quartiles>, more: &[Quartiles]) {
    sums.resize(more.len().max(sums.len()), Quartiles::default());
    for (sum, q) in sums.iter_mut().zip(more) {
        *sum += *q;
    }
}

/// One timed pass and its samples.
struct Slot {
    pass: Pass,
    /// How many times a sample runs the pass.
    reps: usize,
    /// ns per pass, one per round.
    times: Vec<f64>,
}

impl Slot {
    /// A pass, warmed up and calibrated so that a sample lasts about
    /// `sample_ns`.
    fn new(pass: Pass, settings: &Settings) -> Self {
        black_box(pass());
        let start = Instant::now();
        black_box(pass());
        let ns = start.elapsed().as_nanos().max(1) as f64;
        let reps = ((settings.sample_ns / ns).ceil() as usize).clamp(1, 1_000_000);
        Slot {
            pass,
            reps,
            times: Vec::with_capacity(settings.rounds),
        }
    }

    fn sample(&mut self) {
        let start = Instant::now();
        for _ in 0..self.reps {
            black_box((self.pass)());
        }
        self.times
            .push(start.elapsed().as_nanos() as f64 / self.reps as f64);
    }
}

/// A peer's passes on one kind: the rows it takes, and rfc3986's passes on
/// the same rows.
struct PeerSlots {
    n: usize,
    /// Whether it takes fewer rows than rfc3986.
    partial: bool,
    /// Into [`Prepared::slots`], one per variant of the peer.
    own: Vec<usize>,
    /// Into [`Prepared::slots`], one per variant of rfc3986, on the rows
    /// the peer takes.
    ours: Vec<usize>,
}

/// One kind's passes.
struct Prepared {
    kind: One,
    n: usize,
    bytes: usize,
    slots: Vec<Slot>,
    /// rfc3986's passes on all the kind's rows, one per variant.
    ours: Vec<usize>,
    peers: Vec<Option<PeerSlots>>,
}

/// A peer's figures on one kind, or summed over kinds.
#[derive(Clone, Default)]
struct Cell {
    n: usize,
    partial: bool,
    times: Vec<Quartiles>,
    /// rfc3986 on the same rows.
    ours: Vec<Quartiles>,
}

/// One row of a table.
struct Row {
    kind: String,
    n: usize,
    bytes: usize,
    ours: Vec<Quartiles>,
    peers: Vec<Option<Cell>>,
}

impl Row {
    fn ratio(&self, ratio: &Ratio) -> Option<(f64, bool)> {
        let to = |ours: usize, peer: usize, variant: usize| {
            let cell = self.peers.get(peer)?.as_ref()?;
            let r = cell.ours.get(ours)?.q2 / cell.times.get(variant)?.q2;
            Some((r, cell.partial))
        };
        match ratio {
            Ratio::To {
                ours,
                peer,
                variant,
                ..
            } => to(*ours, *peer, *variant),
            Ratio::Fastest { ours, peers, .. } => peers
                .iter()
                .filter_map(|&p| to(*ours, p, 0))
                .max_by(|a, b| a.0.total_cmp(&b.0)),
        }
    }

    /// The largest interquartile range of the row's passes, as a share of
    /// the median.
    fn iqr_share(&self) -> f64 {
        self.ours
            .iter()
            .chain(
                self.peers
                    .iter()
                    .flatten()
                    .flat_map(|c| c.times.iter().chain(&c.ours)),
            )
            .map(Quartiles::iqr_share)
            .fold(0.0, f64::max)
    }
}

/// What a library did otherwise than its file says, or otherwise than
/// rfc3986, on some rows: the count and the first few.
#[derive(Default)]
struct Tally {
    n: usize,
    by_kind: BTreeMap<One, usize>,
    examples: Vec<String>,
}

impl Tally {
    fn add(&mut self, kind: One, example: impl FnOnce() -> String) {
        self.n += 1;
        *self.by_kind.entry(kind).or_default() += 1;
        if self.examples.len() < EXAMPLES {
            self.examples.push(example());
        }
    }

    fn describe(&self, lib: &str, what: &str, out_of: usize, after: &str) -> String {
        let kinds: Vec<String> = self
            .by_kind
            .iter()
            .map(|(kind, n)| format!("{kind} {n}"))
            .collect();
        format!(
            "**{lib}** {what} on {} of {out_of} rows ({}){after}; e.g. {}",
            self.n,
            kinds.join(", "),
            self.examples.join("; ")
        )
    }
}

/// One row quoted in a note: its kind, the row (cut short) and `what`
/// became of it.
fn example<T: Debug>(kind: One, row: &T, what: &str) -> String {
    format!("{kind} `{}`: {what}", shortened(&format!("{row:?}")))
}

/// `text` cut to [`EXAMPLE_CHARS`] characters, with `…` where it was cut.
fn shortened(text: &str) -> String {
    match text.char_indices().nth(EXAMPLE_CHARS) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_owned(),
    }
}

fn cell_ns(total: f64, n: usize) -> String {
    let ns = total / n as f64;
    if ns >= 100.0 {
        format!("{ns:.0}")
    } else {
        format!("{ns:.1}")
    }
}

fn star(partial: bool) -> &'static str {
    if partial { "*" } else { "" }
}

/// Checks, times and writes one table; the notes go to `notes`.
fn run_table<T: Copy + Debug + 'static>(
    table: &Table<T>,
    kinds: Vec<(One, Vec<T>)>,
    settings: &Settings,
    notes: &mut Vec<String>,
) -> String {
    let peers = &table.peers;
    let mut ours_off = Tally::default();
    let mut peer_off: Vec<Tally> = peers.iter().map(|_| Tally::default()).collect();
    let mut peer_differs: Vec<Tally> = peers.iter().map(|_| Tally::default()).collect();
    let mut peer_compared = vec![0usize; peers.len()];
    let total_rows: usize = kinds.iter().map(|(_, rows)| rows.len()).sum();

    // Checking every row, then preparing the passes.
    let mut prepared = Vec::new();
    for (kind, rows) in kinds {
        let mut good = Vec::new();
        for row in rows {
            match (table.ours.check)(&row) {
                Ok(()) => good.push(row),
                Err(why) => ours_off.add(kind, || example(kind, &row, &why)),
            }
        }
        let n = good.len();
        let bytes = good.iter().map(table.len).sum();
        let mut slots = Vec::new();
        let mut ours = Vec::new();
        if n > 0 {
            for (_, make) in &table.ours.variants {
                ours.push(slots.len());
                slots.push(Slot::new(make(&good), settings));
            }
        }
        let mut peer_slots = Vec::new();
        for (p, lib) in peers.iter().enumerate() {
            let mut taken = Vec::new();
            for row in &good {
                match (lib.check)(row) {
                    Ok(()) => {
                        taken.push(*row);
                        if let (Some(theirs), Some(mine)) = (&lib.output, &table.ours.output) {
                            peer_compared[p] += 1;
                            let (theirs, mine) = (theirs(row), mine(row));
                            if theirs != mine {
                                peer_differs[p].add(kind, || {
                                    let what = format!(
                                        "rfc3986 `{}`, {} `{}`",
                                        shortened(&mine),
                                        lib.name,
                                        shortened(&theirs)
                                    );
                                    example(kind, row, &what)
                                });
                            }
                        }
                    }
                    Err(why) => peer_off[p].add(kind, || example(kind, row, &why)),
                }
            }
            if taken.is_empty() {
                peer_slots.push(None);
                continue;
            }
            let partial = taken.len() < n;
            let ours_here = if partial {
                table
                    .ours
                    .variants
                    .iter()
                    .map(|(_, make)| {
                        slots.push(Slot::new(make(&taken), settings));
                        slots.len() - 1
                    })
                    .collect()
            } else {
                ours.clone()
            };
            let own = lib
                .variants
                .iter()
                .map(|(_, make)| {
                    slots.push(Slot::new(make(&taken), settings));
                    slots.len() - 1
                })
                .collect();
            peer_slots.push(Some(PeerSlots {
                n: taken.len(),
                partial,
                own,
                ours: ours_here,
            }));
        }
        prepared.push(Prepared {
            kind,
            n,
            bytes,
            slots,
            ours,
            peers: peer_slots,
        });
    }

    // The rounds: every pass of every kind once a round, the kinds and the
    // passes within each kind in an order that rotates.
    for round in 0..settings.rounds {
        let kinds = prepared.len();
        for j in 0..kinds {
            let slots = &mut prepared[(j + round) % kinds].slots;
            let m = slots.len();
            for k in 0..m {
                slots[(k + round) % m].sample();
            }
        }
    }

    // The rows, and their sum.
    let quartiles = |slots: &mut [Slot], indices: &[usize]| -> Vec<Quartiles> {
        indices
            .iter()
            .map(|&i| Quartiles::of(&mut slots[i].times))
            .collect()
    };
    let mut rows = Vec::new();
    let mut all = Row {
        kind: "all".to_owned(),
        n: 0,
        bytes: 0,
        ours: Vec::new(),
        peers: vec![None; peers.len()],
    };
    for mut p in prepared {
        let ours = quartiles(&mut p.slots, &p.ours);
        let mut cells = Vec::new();
        for (i, slots) in std::mem::take(&mut p.peers).into_iter().enumerate() {
            let cell = slots.map(|s| Cell {
                n: s.n,
                partial: s.partial,
                times: quartiles(&mut p.slots, &s.own),
                ours: quartiles(&mut p.slots, &s.ours),
            });
            if p.n > 0 {
                let sum = all.peers[i].get_or_insert_with(Cell::default);
                match &cell {
                    Some(cell) => {
                        sum.n += cell.n;
                        sum.partial |= cell.partial;
                        add_all(&mut sum.times, &cell.times);
                        add_all(&mut sum.ours, &cell.ours);
                    }
                    None => sum.partial = true,
                }
            }
            cells.push(cell);
        }
        all.n += p.n;
        all.bytes += p.bytes;
        add_all(&mut all.ours, &ours);
        rows.push(Row {
            kind: p.kind.to_owned(),
            n: p.n,
            bytes: p.bytes,
            ours,
            peers: cells,
        });
    }
    for cell in all.peers.iter_mut() {
        if cell.as_ref().is_some_and(|c| c.n == 0) {
            *cell = None;
        }
    }

    // The table.
    let column = |lib: &Lib<T>, variant: &str| {
        if lib.variants.len() == 1 {
            lib.name.to_owned()
        } else {
            format!("{}, {variant}", lib.name)
        }
    };
    let mut header = vec!["Kind".to_owned(), "n".to_owned(), "B avg".to_owned()];
    header.extend(
        table
            .ours
            .variants
            .iter()
            .map(|(v, _)| column(&table.ours, v)),
    );
    for lib in peers {
        header.extend(lib.variants.iter().map(|(v, _)| column(lib, v)));
    }
    header.extend(table.ratios.iter().map(|r| r.label().to_owned()));
    header.push("IQR".to_owned());
    let mut out = format!("| {} |\n|---|", header.join(" | "));
    out.push_str(&"--:|".repeat(header.len() - 1));
    out.push('\n');
    rows.push(all);
    let last = rows.len() - 1;
    for (i, row) in rows.iter().enumerate() {
        let mut cells = vec![
            if i == last {
                "**all**".to_owned()
            } else {
                format!("`{}`", row.kind.replace('|', "\\|"))
            },
            row.n.to_string(),
        ];
        if row.n == 0 {
            cells.push(String::new());
            cells.resize(header.len(), "—".to_owned());
            out.push_str(&format!("| {} |\n", cells.join(" | ")));
            continue;
        }
        cells.push(format!("{:.0}", row.bytes as f64 / row.n as f64));
        cells.extend(row.ours.iter().map(|q| cell_ns(q.q2, row.n)));
        for (lib, cell) in peers.iter().zip(&row.peers) {
            match cell {
                Some(c) => cells.extend(
                    c.times
                        .iter()
                        .map(|q| format!("{}{}", cell_ns(q.q2, c.n), star(c.partial))),
                ),
                None => cells.extend(lib.variants.iter().map(|_| "—".to_owned())),
            }
        }
        for ratio in &table.ratios {
            cells.push(row.ratio(ratio).map_or("—".to_owned(), |(r, partial)| {
                format!("{r:.2}{}", star(partial))
            }));
        }
        cells.push(format!("{:.0}%", row.iqr_share() * 100.0));
        out.push_str(&format!("| {} |\n", cells.join(" | ")));
    }

    // The notes.
    let file = table.file;
    if ours_off.n > 0 {
        notes.push(ours_off.describe(
            "rfc3986",
            &format!("is not as `{file}` says"),
            total_rows,
            ": left out of every column of the table",
        ));
    }
    let checked = rows.last().map_or(0, |all| all.n);
    for (p, lib) in peers.iter().enumerate() {
        if peer_off[p].n > 0 {
            notes.push(peer_off[p].describe(
                lib.name,
                &format!("is not as `{file}` says"),
                checked,
                &format!(
                    ": left out of {}'s columns, rfc3986 timed again without them for the ratios to it (marked *)",
                    lib.name
                ),
            ));
        }
        if peer_differs[p].n > 0 {
            notes.push(peer_differs[p].describe(
                lib.name,
                table.differs,
                peer_compared[p],
                " (kept in the timing)",
            ));
        }
    }
    out
}

// ---------------------------------------------------------------------------

/// The kinds of a table that `--only` keeps: all of them when the table's
/// title names the text, else those whose name holds it.
fn selected<T>(title: &str, kinds: Vec<(One, Vec<T>)>, only: Option<&str>) -> Vec<(One, Vec<T>)> {
    let Some(only) = only else {
        return kinds;
    };
    let only = only.to_lowercase();
    if title.to_lowercase().contains(&only) {
        return kinds;
    }
    kinds
        .into_iter()
        .filter(|(kind, _)| kind.to_lowercase().contains(&only))
        .collect()
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "unknown".to_owned())
}

/// What every table of a run shares.
struct Context<'a> {
    settings: Settings,
    only: Option<&'a str>,
}

/// One table of a corpus: read, checked, timed and printed.
fn table_section<T: Copy + Debug + 'static>(
    number: usize,
    table: Table<T>,
    dir: &Path,
    fields: usize,
    to_row: fn(&[One]) -> T,
    context: &Context<'_>,
    notes: &mut Vec<String>,
) {
    let (settings, only) = (&context.settings, context.only);
    let Some(kinds) = read_kinds(dir, table.file, fields, notes) else {
        return;
    };
    let kinds: Vec<(One, Vec<T>)> = kinds
        .into_iter()
        .map(|(kind, rows)| (kind, rows.iter().map(|r| to_row(r)).collect()))
        .collect();
    let kinds = selected(table.title, kinds, only);
    if kinds.is_empty() {
        return;
    }
    eprintln!("  {}. {}", number, table.title);
    let mut table_notes = Vec::new();
    let markdown = run_table(&table, kinds, settings, &mut table_notes);
    println!(
        "### {number}. {} (`{}`)\n\n{}; median ns per input.\n\n{markdown}",
        table.title, table.file, table.about
    );
    notes.extend(
        table_notes
            .into_iter()
            .map(|note| format!("{number}. {}: {note}", table.title)),
    );
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let full = args.iter().any(|a| a == "--bench");
    let value = |name: &str| {
        args.iter().position(|a| a == name).map(|i| {
            args.get(i + 1)
                .cloned()
                .unwrap_or_else(|| panic!("{name} takes a value"))
        })
    };
    let number = |name: &str| {
        value(name).map(|v| {
            v.parse::<f64>()
                .unwrap_or_else(|_| panic!("{name} takes a number, not {v:?}"))
        })
    };
    let rounds = if full {
        number("--rounds")
            .map_or(DEFAULT_ROUNDS, |n| n as usize)
            .max(1)
    } else {
        // `cargo test --benches`: one quick round.
        1
    };
    let settings = Settings {
        rounds,
        sample_ns: match number("--sample-ms") {
            Some(ms) => ms * 1e6,
            None if full => FULL_SAMPLE_NS,
            None => QUICK_SAMPLE_NS,
        },
    };
    let which = value("--corpus").unwrap_or_else(|| "both".to_owned());
    let corpora: Vec<(&str, PathBuf)> = [
        ("A", value("--dir-a").unwrap_or_else(|| DIR_A.to_owned())),
        ("B", value("--dir-b").unwrap_or_else(|| DIR_B.to_owned())),
    ]
    .into_iter()
    .filter(|(label, _)| match which.as_str() {
        "both" => true,
        "a" | "A" => *label == "A",
        "b" | "B" => *label == "B",
        other => panic!("--corpus takes a, b or both, not {other:?}"),
    })
    .map(|(label, dir)| (label, PathBuf::from(dir)))
    .collect();
    let only = value("--only");

    let context = Context {
        settings,
        only: only.as_deref(),
    };
    let settings = &context.settings;
    let load_before = load_average();
    let started = Instant::now();
    eprintln!(
        "kinds: {} rounds{}; load average {load_before}",
        settings.rounds,
        if full {
            ""
        } else {
            " (quick check: run with `cargo bench --bench kinds` to measure)"
        }
    );
    println!("## rfc3986 against its peers, kind by kind\n");
    println!(
        "Median of {} interleaved rounds, ns per input; `*`: on the rows the peer takes \
         (see the notes), rfc3986 timed again on the same rows for the ratio. Below 1, \
         rfc3986 is faster.\n",
        settings.rounds
    );
    for (label, dir) in &corpora {
        println!("## Corpus {label}: `{}`\n", dir.display());
        if !dir.is_dir() {
            println!("Not found: no tables for this corpus.\n");
            continue;
        }
        eprintln!("corpus {label}: {}", dir.display());
        let mut notes = Vec::new();
        let single = |fields: &[One]| fields[0];
        let pair = |fields: &[One]| (fields[0], fields[1]);
        let (c, n) = (&context, &mut notes);
        table_section(1, valid_table(), dir, 1, single, c, n);
        table_section(2, refusal_table(false), dir, 1, single, c, n);
        table_section(3, refusal_table(true), dir, 1, single, c, n);
        table_section(4, valid_iri_table(), dir, 1, single, c, n);
        table_section(5, resolve_table(false), dir, 2, pair, c, n);
        table_section(6, resolve_table(true), dir, 2, pair, c, n);
        table_section(7, normalize_table(), dir, 1, single, c, n);
        if notes.is_empty() {
            println!(
                "Every library took every row as its file says, and gave what rfc3986 gives.\n"
            );
        } else {
            println!("Notes on corpus {label}:\n");
            for note in &notes {
                println!("- {note}");
            }
            println!();
        }
    }
    println!(
        "What each library calls (every result fed to `std::hint::black_box`):\n\n\
         - rfc3986 {}: `UriRef::parse`, `IriRef::parse` (`.is_ok()`; refused: \
         `.err().map_or(0, |e| e.index())`, or `e.to_string()`, `e.hint()` and \
         `e.index()`), `UriRef::parse_quick`, `IriRef::parse_quick` (refused: \
         `.err().map_or(0, |e| e.index())`); `Uri::resolve(&reference, Strictness::Strict)` on a pre-parsed \
         `Uri` and `UriRef`, `Uri::join(reference)` (parse, then the same) when the \
         reference's parse is timed; `UriRef::normalize(Level::SyntaxBased)`.\n\
         - fluent-uri: `UriRef::parse`, `IriRef::parse` (refused: `e.index()`, or \
         `e.to_string()` and the index: its message is only the kind of error and the \
         index); `UriRef::resolve_against(&Uri)`, the base's fragment dropped before \
         (it refuses a base with one); `UriRef::normalize()`, which also drops a \
         default port and writes IPv6 addresses as RFC 5952 does, and removes dot \
         segments only when there is a scheme.\n\
         - oxiri: `IriRef::parse` (an IRI parser; on ASCII input the same language); \
         `Iri::resolve(&IriRef)`. No normalization.\n\
         - iri-string (feature `memchr`): `UriReferenceStr::new`, `IriReferenceStr::new` \
         (validation: it finds components when asked); \
         `UriReferenceStr::resolve_against(&UriAbsoluteStr).to_dedicated_string()`, the \
         base's fragment dropped before; `UriStr::normalize().to_dedicated_string()`, \
         on URIs with a scheme only.\n",
        env!("CARGO_PKG_VERSION")
    );
    println!(
        "Load average {load_before} before, {} after; {:.0} s.",
        load_average(),
        started.elapsed().as_secs_f64()
    );
}
