//! Every function agrees, row by row, with the library on the whole corpus
//! of the core crate (`tests/corpus/`, every file: valid and invalid URIs,
//! IRIs, normalization inputs, resolution and relativization pairs), on each
//! of the three string types, through SQL.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use datafusion::arrow::array::{
    Array, ArrayRef, LargeStringArray, RecordBatch, StringArray, StringViewArray, UInt32Array,
};
use datafusion::arrow::datatypes::{DataType, Field, Schema};
use datafusion::arrow::util::display::{ArrayFormatter, FormatOptions};
use datafusion::prelude::SessionContext;
use rfc3986::{IriRef, Level, Strictness, Uri, UriRef, percent};

const STRING_COLUMNS: [&str; 3] = ["s", "large", "view"];

/// Every input of the corpus (each side of a pair too), and the pairs.
fn corpus() -> (Vec<String>, Vec<(String, String)>) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/corpus");
    let mut files = Vec::new();
    walk(&root, &mut files);
    files.sort();
    assert!(
        files.len() > 50,
        "the corpus is missing at {}",
        root.display()
    );
    let (mut inputs, mut pairs) = (Vec::new(), Vec::new());
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a corpus file");
        for line in text
            .lines()
            .filter(|l| !(l.trim().is_empty() || l.starts_with(';')))
        {
            match serde_json::from_str::<serde_json::Value>(line) {
                Ok(serde_json::Value::String(s)) => inputs.push(s),
                Ok(serde_json::Value::Array(items)) => {
                    let items: Vec<String> = items
                        .into_iter()
                        .map(|v| v.as_str().expect("a pair of strings").to_owned())
                        .collect();
                    inputs.extend(items.iter().cloned());
                    pairs.push((items[0].clone(), items[1].clone()));
                }
                other => panic!("{}: unreadable line {line:?}: {other:?}", file.display()),
            }
        }
    }
    (inputs, pairs)
}

fn walk(dir: &Path, files: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a corpus folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            walk(&path, files);
        } else if path.extension().is_some_and(|e| e == "txt") {
            files.push(path);
        }
    }
}

/// A table `name(id, <prefix>s, <prefix>large, <prefix>view, ...)` of the
/// given columns of strings, each in the three types, row `id` in order.
fn table(ctx: &SessionContext, name: &str, columns: &[(&str, Vec<Option<String>>)]) {
    let rows = columns[0].1.len();
    let mut fields = vec![Field::new("id", DataType::UInt32, false)];
    let mut arrays: Vec<ArrayRef> = vec![Arc::new(UInt32Array::from_iter_values(0..rows as u32))];
    for (prefix, values) in columns {
        fields.push(Field::new(format!("{prefix}s"), DataType::Utf8, true));
        fields.push(Field::new(
            format!("{prefix}large"),
            DataType::LargeUtf8,
            true,
        ));
        fields.push(Field::new(
            format!("{prefix}view"),
            DataType::Utf8View,
            true,
        ));
        arrays.push(Arc::new(
            values.iter().map(Option::as_deref).collect::<StringArray>(),
        ));
        arrays.push(Arc::new(
            values
                .iter()
                .map(Option::as_deref)
                .collect::<LargeStringArray>(),
        ));
        arrays.push(Arc::new(
            values
                .iter()
                .map(Option::as_deref)
                .collect::<StringViewArray>(),
        ));
    }
    let batch = RecordBatch::try_new(Arc::new(Schema::new(fields)), arrays).expect("a batch");
    ctx.register_batch(name, batch).expect("a table");
}

/// The one column of `sql`'s result, each cell as text (`None` for NULL;
/// a NULL inside a list or struct written `NULL`).
async fn column(ctx: &SessionContext, sql: &str) -> Vec<Option<String>> {
    let batches = ctx
        .sql(sql)
        .await
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
        .collect()
        .await
        .unwrap_or_else(|e| panic!("{sql}: {e}"));
    let mut cells = Vec::new();
    for batch in batches {
        let array = batch.column(0);
        let formatter =
            ArrayFormatter::try_new(array.as_ref(), &FormatOptions::default().with_null("NULL"))
                .expect("a formatter");
        for i in 0..array.len() {
            cells.push(array.is_valid(i).then(|| formatter.value(i).to_string()));
        }
    }
    cells
}

fn text(s: impl AsRef<str>) -> Option<String> {
    Some(s.as_ref().to_owned())
}

type Expect = fn(&str) -> Option<String>;

/// The unary functions (and field accesses) and what the library says.
fn unary() -> Vec<(&'static str, Expect)> {
    fn parsed(s: &str) -> Option<UriRef<'_>> {
        UriRef::parse(s).ok()
    }
    vec![
        ("uri_is_valid({})", |s| {
            text(UriRef::parse(s).is_ok().to_string())
        }),
        ("uri_error({})", |s| {
            UriRef::parse(s).err().map(|e| e.message())
        }),
        ("uri_kind({})", |s| {
            parsed(s).map(|r| if r.is_relative() { "relative" } else { "uri" }.into())
        }),
        ("uri_scheme({})", |s| parsed(s)?.scheme().and_then(text)),
        ("uri_authority({})", |s| {
            parsed(s)?.authority().and_then(|a| text(a.as_str()))
        }),
        ("uri_userinfo({})", |s| parsed(s)?.userinfo().and_then(text)),
        ("uri_host({})", |s| {
            parsed(s)?.host().and_then(|h| text(h.as_str()))
        }),
        ("uri_host_kind({})", |s| {
            parsed(s)?.host().and_then(|h| text(h.kind().as_str()))
        }),
        ("uri_port({})", |s| {
            parsed(s)?.port_u16().ok().flatten().map(|p| p.to_string())
        }),
        ("uri_path({})", |s| text(parsed(s)?.path().as_str())),
        ("uri_query({})", |s| parsed(s)?.query().and_then(text)),
        ("uri_fragment({})", |s| parsed(s)?.fragment().and_then(text)),
        ("uri_parse({})['scheme']", |s| {
            parsed(s)?.scheme().and_then(text)
        }),
        ("uri_parse({})['userinfo']", |s| {
            parsed(s)?.userinfo().and_then(text)
        }),
        ("uri_parse({})['host']", |s| {
            parsed(s)?.host().and_then(|h| text(h.as_str()))
        }),
        ("uri_parse({})['host_kind']", |s| {
            parsed(s)?.host().and_then(|h| text(h.kind().as_str()))
        }),
        ("uri_parse({})['port']", |s| {
            parsed(s)?.port().and_then(|p| text(p.as_str()))
        }),
        // The path is never absent: NULL here is a NULL struct.
        ("uri_parse({})['path']", |s| {
            text(parsed(s)?.path().as_str())
        }),
        ("uri_parse({})['query']", |s| {
            parsed(s)?.query().and_then(text)
        }),
        ("uri_parse({})['fragment']", |s| {
            parsed(s)?.fragment().and_then(text)
        }),
        ("uri_query_param({}, 'q')", |s| {
            parsed(s)?
                .query_pairs()
                .find(|(k, _)| percent::decode_lenient(k).as_ref() == b"q")?
                .1
                .and_then(text)
        }),
        ("uri_query_params({})", |s| {
            let query = parsed(s)?.query()?;
            let pairs: Vec<String> = rfc3986::query::pairs(query)
                .map(|(k, v)| format!("{{key: {k}, value: {}}}", v.unwrap_or("NULL")))
                .collect();
            text(format!("[{}]", pairs.join(", ")))
        }),
        ("uri_normalize({})", |s| {
            text(parsed(s)?.normalize(Level::SyntaxBased).as_str())
        }),
        ("uri_normalize({}, 'scheme')", |s| {
            text(parsed(s)?.normalize(Level::SchemeBased).as_str())
        }),
        ("uri_equivalent({0}, uri_normalize({0}))", |s| {
            parsed(s).map(|_| "true".into())
        }),
        ("uri_percent_decode({})", |s| {
            percent::decode_utf8(s).ok().map(|t| t.into_owned())
        }),
        ("iri_is_valid({})", |s| {
            text(IriRef::parse(s).is_ok().to_string())
        }),
        ("iri_to_uri({})", |s| {
            text(IriRef::parse(s).ok()?.to_uri().as_str())
        }),
        ("uri_to_iri({})", |s| text(parsed(s)?.to_iri().as_str())),
    ]
}

type Expect2 = fn(&str, &str) -> Option<String>;

/// The functions of two references and what the library says.
fn binary() -> Vec<(&'static str, Expect2)> {
    vec![
        ("uri_resolve(b{0}, r{0})", |b, r| {
            text(
                Uri::parse(b)
                    .ok()?
                    .resolve(&UriRef::parse(r).ok()?, Strictness::Strict)
                    .as_str(),
            )
        }),
        ("uri_relativize(b{0}, r{0})", |b, r| {
            text(
                Uri::parse(b)
                    .ok()?
                    .relativize(&Uri::parse(r).ok()?)
                    .as_str(),
            )
        }),
        ("uri_equivalent(b{0}, r{0})", |b, r| {
            let (b, r) = (UriRef::parse(b).ok()?, UriRef::parse(r).ok()?);
            text(b.equivalent(&r, Level::SyntaxBased).to_string())
        }),
        ("uri_query_param(b{0}, r{0})", |b, key| {
            let wanted = percent::decode_lenient(key);
            UriRef::parse(b)
                .ok()?
                .query_pairs()
                .find(|(k, _)| percent::decode_lenient(k) == wanted)?
                .1
                .and_then(text)
        }),
    ]
}

/// Compares `call`'s column with the library's answers row by row, adding
/// a line to `disagreements` for each cell that differs (`input` names the
/// row's input); returns the number of cells compared.
fn compare(
    call: &str,
    got: &[Option<String>],
    expected: &[Option<String>],
    input: impl Fn(usize) -> String,
    disagreements: &mut Vec<String>,
) -> usize {
    assert_eq!(got.len(), expected.len(), "{call}: row count");
    for (i, (got, want)) in got.iter().zip(expected).enumerate() {
        if got != want {
            disagreements.push(format!(
                "{call} on {}: got {got:?}, the library says {want:?}",
                input(i)
            ));
        }
    }
    got.len()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_function_agrees_with_the_library_on_the_corpus() {
    let (inputs, pairs) = corpus();
    let mut values: Vec<Option<String>> = inputs.iter().cloned().map(Some).collect();
    values.push(None);
    let mut ctx = SessionContext::new();
    rfc3986_datafusion::register_all(&mut ctx).expect("registered");
    table(&ctx, "corpus", &[("", values.clone())]);

    let mut checked = 0usize;
    let mut disagreements = Vec::new();
    for (template, expect) in unary() {
        let expected: Vec<Option<String>> = values
            .iter()
            .map(|v| v.as_deref().and_then(expect))
            .collect();
        for column_name in STRING_COLUMNS {
            let call = template
                .replace("{0}", column_name)
                .replace("{}", column_name);
            let got = column(&ctx, &format!("SELECT {call} FROM corpus ORDER BY id")).await;
            checked += compare(
                &call,
                &got,
                &expected,
                |i| format!("{:?}", values[i]),
                &mut disagreements,
            );
        }
    }

    let mut bases: Vec<Option<String>> = pairs.iter().map(|(b, _)| Some(b.clone())).collect();
    let mut others: Vec<Option<String>> = pairs.iter().map(|(_, r)| Some(r.clone())).collect();
    bases.extend([None, Some("http://a/".into())]);
    others.extend([Some("g".into()), None]);
    table(
        &ctx,
        "pairs",
        &[("b", bases.clone()), ("r", others.clone())],
    );
    for (template, expect) in binary() {
        let expected: Vec<Option<String>> = bases
            .iter()
            .zip(&others)
            .map(|(b, r)| expect(b.as_deref()?, r.as_deref()?))
            .collect();
        for column_name in STRING_COLUMNS {
            let call = template.replace("{0}", column_name);
            let got = column(&ctx, &format!("SELECT {call} FROM pairs ORDER BY id")).await;
            checked += compare(
                &call,
                &got,
                &expected,
                |i| format!("{:?}, {:?}", bases[i], others[i]),
                &mut disagreements,
            );
        }
    }
    let total = disagreements.len();
    disagreements.truncate(20);
    assert!(
        disagreements.is_empty(),
        "{total} of {checked} cells disagree:\n{}",
        disagreements.join("\n")
    );
    assert!(checked > 500_000, "only {checked} cells were checked");
    eprintln!(
        "{checked} cells agree ({} inputs, {} pairs, 3 string types)",
        values.len(),
        pairs.len()
    );
}
