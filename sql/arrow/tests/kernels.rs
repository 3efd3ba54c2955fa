//! The kernels on each string type: views that point into the input's
//! buffers, NULLs, refused rows, absent and empty components, scalars.

use std::sync::Arc;

use arrow_array::{
    Array, ArrayRef, BooleanArray, LargeStringArray, Scalar, StringArray, StringViewArray,
    UInt16Array,
};
use rfc3986_arrow::{
    Component, component, host_kind, is_valid, kind, parse, port, query_param, query_params,
    resolve, slices,
};

const ROWS: [Option<&str>; 7] = [
    Some("https://user@a-rather-long-host-name.example:8443/some/long/path?query=1#fragment"),
    Some("http://h/"),
    None,
    Some("http://bad host/"),
    Some("//h:/?"),
    Some(""),
    Some("mailto:someone.with.a.long.address@example.com"),
];

fn inputs() -> Vec<ArrayRef> {
    vec![
        Arc::new(StringArray::from(ROWS.to_vec())),
        Arc::new(LargeStringArray::from(ROWS.to_vec())),
        Arc::new(StringViewArray::from(ROWS.to_vec())),
    ]
}

fn values(array: &StringViewArray) -> Vec<Option<&str>> {
    (0..array.len())
        .map(|i| array.is_valid(i).then(|| array.value(i)))
        .collect()
}

#[test]
fn components_are_those_of_the_library_on_every_type() {
    for input in inputs() {
        for which in Component::ALL {
            let out = component(input.as_ref(), which).expect("a string array");
            let expected: Vec<Option<&str>> = ROWS
                .iter()
                .map(|row| {
                    rfc3986::UriRef::parse((*row)?)
                        .ok()
                        .and_then(|r| which.of(&r))
                })
                .collect();
            assert_eq!(values(&out), expected, "{which:?} on {}", input.data_type());
        }
    }
}

#[test]
fn absent_and_empty_differ() {
    let out = component(inputs()[0].as_ref(), Component::Query).expect("strings");
    assert_eq!(values(&out)[1], None, "http://h/ has no query");
    assert_eq!(values(&out)[4], Some(""), "//h:/? has an empty one");
    let port = component(inputs()[0].as_ref(), Component::Port).expect("strings");
    assert_eq!(values(&port)[4], Some(""));
    assert_eq!(values(&port)[1], None);
}

#[test]
fn long_components_are_views_into_the_input_buffers() {
    let utf8 = StringArray::from(ROWS.to_vec());
    let host = component(&utf8, Component::Host).expect("strings");
    // One block, the input's own values buffer: nothing was copied.
    assert_eq!(host.data_buffers().len(), 1);
    assert_eq!(host.data_buffers()[0].as_ptr(), utf8.values().as_ptr());
    assert_eq!(host.value(0), "a-rather-long-host-name.example");

    let view = StringViewArray::from(ROWS.to_vec());
    let path = component(&view, Component::Path).expect("strings");
    assert_eq!(path.data_buffers().len(), view.data_buffers().len());
    for (out, input) in path.data_buffers().iter().zip(view.data_buffers()) {
        assert_eq!(out.as_ptr(), input.as_ptr());
    }
    assert_eq!(path.value(6), "someone.with.a.long.address@example.com");
}

#[test]
fn slices_views_what_is_in_the_row_and_copies_what_is_not() {
    const ELSEWHERE: &str = "a text of more than twelve bytes, from no row";
    for input in inputs() {
        for offset in [0, 1] {
            let input = input.slice(offset, input.len() - offset);
            // Rows of the input: each row's tail after its first 20 bytes
            // (a view when longer than 12 bytes), or a text that is in no
            // row (copied), or none.
            let out = slices(input.as_ref(), |row| match row.len() {
                0 => Some(ELSEWHERE),
                n if n > 20 => row.get(20..),
                _ => None,
            })
            .expect("a string array");
            let expected: Vec<Option<&str>> = ROWS[offset..]
                .iter()
                .map(|row| match (*row)?.len() {
                    0 => Some(ELSEWHERE),
                    n if n > 20 => row.and_then(|r| r.get(20..)),
                    _ => None,
                })
                .collect();
            assert_eq!(
                values(&out),
                expected,
                "{} from {offset}",
                input.data_type()
            );
        }
    }
}

#[test]
fn refused_and_null_rows_are_null_and_validity_tells_them_apart() {
    for input in inputs() {
        let valid = is_valid(input.as_ref()).expect("strings");
        assert_eq!(
            valid,
            BooleanArray::from(vec![
                Some(true),
                Some(true),
                None,
                Some(false),
                Some(true),
                Some(true),
                Some(true)
            ])
        );
        let kinds = kind(input.as_ref()).expect("strings");
        assert_eq!(
            values(&kinds),
            [
                Some("uri"),
                Some("uri"),
                None,
                None,
                Some("relative"),
                Some("relative"),
                Some("uri")
            ]
        );
    }
}

#[test]
fn ports_and_host_kinds() {
    let input = StringArray::from(vec![
        "http://h:80/",
        "http://h:/",
        "http://h:65536/",
        "http://[::1]/",
        "http://1.2.3.4/",
        "x://[v1.x]",
        "/p",
    ]);
    assert_eq!(
        port(&input).expect("strings"),
        UInt16Array::from(vec![Some(80), None, None, None, None, None, None])
    );
    assert_eq!(
        values(&host_kind(&input).expect("strings")),
        [
            Some("reg-name"),
            Some("reg-name"),
            Some("reg-name"),
            Some("ipv6"),
            Some("ipv4"),
            Some("ipvfuture"),
            None
        ]
    );
}

#[test]
fn parse_gives_a_null_struct_for_refused_rows() {
    let out = parse(inputs()[2].as_ref()).expect("strings");
    assert_eq!(out.len(), ROWS.len());
    assert!(out.is_null(2) && out.is_null(3));
    assert!(out.is_valid(5), "the empty string is a relative reference");
    let path = out.column_by_name("path").expect("a path field");
    let path = path
        .as_any()
        .downcast_ref::<StringViewArray>()
        .expect("views");
    assert_eq!(path.value(5), "");
    assert_eq!(path.value(1), "/");
}

#[test]
fn a_scalar_side_is_broadcast() {
    let refs = StringArray::from(vec![Some("g"), Some("../g"), None, Some("a b")]);
    let base = Scalar::new(StringArray::from(vec!["http://a/b/c/d"]));
    let out = resolve(&base, &refs).expect("strings");
    assert_eq!(
        out,
        StringArray::from(vec![
            Some("http://a/b/c/g"),
            Some("http://a/b/g"),
            None,
            None
        ])
    );
    // A base that is not a URI: every row NULL.
    let relative = Scalar::new(StringArray::from(vec!["/b/c"]));
    assert_eq!(resolve(&relative, &refs).expect("strings").null_count(), 4);
    // Two arrays of different lengths are an error, not a panic.
    let short = StringArray::from(vec!["http://a/"]);
    assert!(resolve(&short, &refs).is_err());
}

#[test]
fn query_params_are_views_with_absent_values() {
    let input = StringArray::from(vec![Some("/?a=1&b&c="), Some("/"), Some("/?"), None]);
    let list = query_params(&input).expect("strings");
    assert_eq!(list.len(), 4);
    assert!(list.is_valid(0) && list.is_null(1) && list.is_valid(2) && list.is_null(3));
    assert_eq!(list.value_length(0), 3);
    assert_eq!(list.value_length(2), 0);
    let key = Scalar::new(StringArray::from(vec!["c"]));
    let c = query_param(&input, &key).expect("strings");
    assert_eq!(values(&c), [Some(""), None, None, None]);
}

#[test]
fn other_types_are_refused_with_an_error() {
    let numbers = UInt16Array::from(vec![1, 2]);
    let error = component(&numbers, Component::Host).expect_err("not strings");
    assert!(error.to_string().contains("UInt16"), "{error}");
}
