//! URI Templates (RFC 6570): the examples of the §3.2 tables, expanded
//! with the §3.2 variables; the IRI expansion; partial expansion; matching
//! (prefixes checked against full values, the ambiguity rules); the router
//! of many templates; and the errors, syntax apart from values.

use rfc3986::template::{
    ExpandError, MatchOptions, Modifier, Operator, TemplateSet, UriTemplate, Var, Vars,
};

/// The variables of RFC 6570 §3.2.
fn vars() -> Vars {
    let mut v = Vars::new();
    v.insert("count", ["one", "two", "three"]);
    v.insert("dom", ["example", "com"]);
    v.insert("dub", "me/too");
    v.insert("hello", "Hello World!");
    v.insert("half", "50%");
    v.insert("var", "value");
    v.insert("who", "fred");
    v.insert("base", "http://example.com/home/");
    v.insert("path", "/foo/bar");
    v.insert("list", ["red", "green", "blue"]);
    v.insert("keys", [("semi", ";"), ("dot", "."), ("comma", ",")]);
    v.insert("v", "6");
    v.insert("x", "1024");
    v.insert("y", "768");
    v.insert("empty", "");
    v.insert("empty_keys", Var::Map(Vec::new()));
    v
}

/// Rows of the tables of §3.2.2 to §3.2.9, with the map in the order it
/// was given (the RFC lists one order of several).
const TABLES: &[(&str, &str)] = &[
    // §3.2.2 Simple String Expansion
    ("{var}", "value"),
    ("{hello}", "Hello%20World%21"),
    ("{half}", "50%25"),
    ("O{empty}X", "OX"),
    ("O{undef}X", "OX"),
    ("{x,y}", "1024,768"),
    ("{x,hello,y}", "1024,Hello%20World%21,768"),
    ("?{x,empty}", "?1024,"),
    ("?{x,undef}", "?1024"),
    ("?{undef,y}", "?768"),
    ("{var:3}", "val"),
    ("{var:30}", "value"),
    ("{list}", "red,green,blue"),
    ("{list*}", "red,green,blue"),
    ("{keys}", "semi,%3B,dot,.,comma,%2C"),
    ("{keys*}", "semi=%3B,dot=.,comma=%2C"),
    // §3.2.3 Reserved Expansion
    ("{+var}", "value"),
    ("{+hello}", "Hello%20World!"),
    ("{+half}", "50%25"),
    ("{base}index", "http%3A%2F%2Fexample.com%2Fhome%2Findex"),
    ("{+base}index", "http://example.com/home/index"),
    ("O{+empty}X", "OX"),
    ("O{+undef}X", "OX"),
    ("{+path}/here", "/foo/bar/here"),
    ("here?ref={+path}", "here?ref=/foo/bar"),
    ("up{+path}{var}/here", "up/foo/barvalue/here"),
    ("{+x,hello,y}", "1024,Hello%20World!,768"),
    ("{+path,x}/here", "/foo/bar,1024/here"),
    ("{+path:6}/here", "/foo/b/here"),
    ("{+list}", "red,green,blue"),
    ("{+list*}", "red,green,blue"),
    ("{+keys}", "semi,;,dot,.,comma,,"),
    ("{+keys*}", "semi=;,dot=.,comma=,"),
    // §3.2.4 Fragment Expansion
    ("{#var}", "#value"),
    ("{#hello}", "#Hello%20World!"),
    ("{#half}", "#50%25"),
    ("foo{#empty}", "foo#"),
    ("foo{#undef}", "foo"),
    ("{#x,hello,y}", "#1024,Hello%20World!,768"),
    ("{#path,x}/here", "#/foo/bar,1024/here"),
    ("{#path:6}/here", "#/foo/b/here"),
    ("{#list}", "#red,green,blue"),
    ("{#list*}", "#red,green,blue"),
    ("{#keys}", "#semi,;,dot,.,comma,,"),
    ("{#keys*}", "#semi=;,dot=.,comma=,"),
    // §3.2.5 Label Expansion with Dot-Prefix
    ("{.who}", ".fred"),
    ("{.who,who}", ".fred.fred"),
    ("{.half,who}", ".50%25.fred"),
    ("www{.dom*}", "www.example.com"),
    ("X{.var}", "X.value"),
    ("X{.empty}", "X."),
    ("X{.undef}", "X"),
    ("X{.var:3}", "X.val"),
    ("X{.list}", "X.red,green,blue"),
    ("X{.list*}", "X.red.green.blue"),
    ("X{.keys}", "X.semi,%3B,dot,.,comma,%2C"),
    ("X{.keys*}", "X.semi=%3B.dot=..comma=%2C"),
    ("X{.empty_keys}", "X"),
    ("X{.empty_keys*}", "X"),
    // §3.2.6 Path Segment Expansion
    ("{/who}", "/fred"),
    ("{/who,who}", "/fred/fred"),
    ("{/half,who}", "/50%25/fred"),
    ("{/who,dub}", "/fred/me%2Ftoo"),
    ("{/var}", "/value"),
    ("{/var,empty}", "/value/"),
    ("{/var,undef}", "/value"),
    ("{/var,x}/here", "/value/1024/here"),
    ("{/var:1,var}", "/v/value"),
    ("{/list}", "/red,green,blue"),
    ("{/list*}", "/red/green/blue"),
    ("{/list*,path:4}", "/red/green/blue/%2Ffoo"),
    ("{/keys}", "/semi,%3B,dot,.,comma,%2C"),
    ("{/keys*}", "/semi=%3B/dot=./comma=%2C"),
    // §3.2.7 Path-Style Parameter Expansion
    ("{;who}", ";who=fred"),
    ("{;half}", ";half=50%25"),
    ("{;empty}", ";empty"),
    ("{;v,empty,who}", ";v=6;empty;who=fred"),
    ("{;v,bar,who}", ";v=6;who=fred"),
    ("{;x,y}", ";x=1024;y=768"),
    ("{;x,y,empty}", ";x=1024;y=768;empty"),
    ("{;x,y,undef}", ";x=1024;y=768"),
    ("{;hello:5}", ";hello=Hello"),
    ("{;list}", ";list=red,green,blue"),
    ("{;list*}", ";list=red;list=green;list=blue"),
    ("{;keys}", ";keys=semi,%3B,dot,.,comma,%2C"),
    ("{;keys*}", ";semi=%3B;dot=.;comma=%2C"),
    // §3.2.8 Form-Style Query Expansion
    ("{?who}", "?who=fred"),
    ("{?half}", "?half=50%25"),
    ("{?x,y}", "?x=1024&y=768"),
    ("{?x,y,empty}", "?x=1024&y=768&empty="),
    ("{?x,y,undef}", "?x=1024&y=768"),
    ("{?var:3}", "?var=val"),
    ("{?list}", "?list=red,green,blue"),
    ("{?list*}", "?list=red&list=green&list=blue"),
    ("{?keys}", "?keys=semi,%3B,dot,.,comma,%2C"),
    ("{?keys*}", "?semi=%3B&dot=.&comma=%2C"),
    // §3.2.9 Form-Style Query Continuation
    ("{&who}", "&who=fred"),
    ("{&half}", "&half=50%25"),
    ("?fixed=yes{&x}", "?fixed=yes&x=1024"),
    ("{&x,y,empty}", "&x=1024&y=768&empty="),
    ("{&var:3}", "&var=val"),
    ("{&list}", "&list=red,green,blue"),
    ("{&list*}", "&list=red&list=green&list=blue"),
    ("{&keys}", "&keys=semi,%3B,dot,.,comma,%2C"),
    ("{&keys*}", "&semi=%3B&dot=.&comma=%2C"),
];

#[test]
fn the_tables_of_section_3_2_expand() {
    let vars = vars();
    for &(template, expected) in TABLES {
        let t = UriTemplate::parse(template).unwrap_or_else(|e| panic!("{template}: {e}"));
        let got = t
            .expand(&vars)
            .unwrap_or_else(|e| panic!("{template}: {e}"));
        assert_eq!(got.as_str(), expected, "{template}");
    }
}

#[test]
fn the_tables_match_back() {
    let vars = vars();
    for &(template, expected) in TABLES {
        let t = UriTemplate::parse(template).expect("template");
        let matched = t
            .match_uri(expected)
            .unwrap_or_else(|| panic!("{template} on {expected}"));
        assert_eq!(
            t.expand(&matched).expect("expands").as_str(),
            expected,
            "{template}: {matched:?}"
        );
    }
    // Where there is one reading, it is the variables themselves.
    let t = UriTemplate::parse("{/var:1,var}").expect("template");
    assert_eq!(
        t.match_uri("/v/value").expect("match").get("var"),
        vars.get("var")
    );
    // A prefix that is not the start of the full value does not match.
    assert!(t.match_uri("/x/value").is_none());
}

#[test]
fn prefixes_count_code_points() {
    let t = UriTemplate::parse("{greek:2}{?clef:1}").expect("template");
    let vars: Vars = [("greek", "αβγ"), ("clef", "\u{1D11E}x")]
        .into_iter()
        .collect();
    assert_eq!(
        t.expand(&vars).expect("expands").as_str(),
        "%CE%B1%CE%B2?clef=%F0%9D%84%9E"
    );
}

#[test]
fn numbers_and_booleans_are_their_text() {
    let t = UriTemplate::parse("/p{?n,f,b}").expect("template");
    let mut vars = Vars::new();
    vars.insert("n", 6);
    vars.insert("f", -122.427);
    vars.insert("b", true);
    assert_eq!(
        t.expand(&vars).expect("expands").as_str(),
        "/p?n=6&f=-122.427&b=true"
    );
}

#[test]
fn maps_and_hash_maps_are_sources() {
    let t = UriTemplate::parse("/{a}/{b}").expect("template");
    let hash: std::collections::HashMap<&str, &str> = [("a", "1"), ("b", "2")].into();
    let btree: std::collections::BTreeMap<String, Var> = [
        ("a".to_string(), Var::from("1")),
        ("b".to_string(), Var::from(["x", "y"])),
    ]
    .into();
    assert_eq!(t.expand(&hash).expect("expands").as_str(), "/1/2");
    assert_eq!(t.expand(&btree).expect("expands").as_str(), "/1/x,y");
}

#[test]
fn non_ascii_literals_are_encoded_and_kept_in_an_iri() {
    let t = UriTemplate::parse("café/{var}?q={q}\u{E000}").expect("template");
    let vars: Vars = [("var", "ü"), ("q", "é")].into_iter().collect();
    assert_eq!(
        t.expand(&vars).expect("URI").as_str(),
        "caf%C3%A9/%C3%BC?q=%C3%A9%EE%80%80"
    );
    // A ucschar stays anywhere; an iprivate only in the query.
    assert_eq!(
        t.expand_iri(&vars).expect("IRI").as_str(),
        "café/ü?q=é\u{E000}"
    );
    let t = UriTemplate::parse("/\u{E000}{?q}").expect("template");
    assert_eq!(
        t.expand_iri(&vars).expect("IRI").as_str(),
        "/%EE%80%80?q=%C3%A9".replace("%C3%A9", "é")
    );
}

#[test]
fn values_that_do_not_fit_are_told_apart_from_syntax_errors() {
    let vars = vars();
    let error = UriTemplate::parse("/{keys:1}")
        .expect("valid syntax")
        .expand(&vars)
        .unwrap_err();
    assert!(
        matches!(&error, ExpandError::PrefixOnComposite { name, span } if name == "keys" && *span == (2..8))
    );
    assert_eq!(error.index(), 2);
    let error = UriTemplate::parse("{!x}")
        .expect("valid syntax")
        .expand(&vars)
        .unwrap_err();
    assert!(matches!(
        error,
        ExpandError::ReservedOperator { operator: '!', .. }
    ));
    // A reserved expansion that puts `[` into a path.
    let t = UriTemplate::parse("http://h/{+x}").expect("template");
    let error = t
        .expand(&[("x", "[")].into_iter().collect::<Vars>())
        .unwrap_err();
    assert!(matches!(error, ExpandError::NotAReference(_)), "{error:?}");
}

#[test]
fn syntax_errors_say_where_and_what() {
    let cases: &[(&str, usize, &[&str], Option<char>)] = &[
        (
            "{var",
            4,
            &["varchar", "\".\"", "modifier-level4", "\",\"", "\"}\""],
            None,
        ),
        ("/a}", 2, &["literals", "expression"], Some('}')),
        ("{}", 1, &["operator", "varchar"], Some('}')),
        ("{x.}", 3, &["varchar"], Some('}')),
        ("{x..y}", 3, &["varchar"], Some('.')),
        ("{var:0}", 5, &["max-length"], Some('0')),
        ("{var:10000}", 9, &["\",\"", "\"}\""], Some('0')),
        ("{hello:2*}", 8, &["DIGIT", "\",\"", "\"}\""], Some('*')),
        ("{%2x}", 3, &["HEXDIG"], Some('x')),
        ("{a,}", 3, &["varchar"], Some('}')),
        (
            "{a-b}",
            2,
            &["varchar", "\".\"", "modifier-level4", "\",\"", "\"}\""],
            Some('-'),
        ),
        ("a b", 1, &["literals", "expression"], Some(' ')),
        ("100%", 4, &["HEXDIG"], None),
        ("{+}", 2, &["varchar"], Some('}')),
    ];
    for &(template, index, expected, found) in cases {
        let e = UriTemplate::parse(template).expect_err(template);
        assert_eq!(
            (e.index(), e.expected(), e.found()),
            (index, expected, found),
            "{template}"
        );
        assert!(e.hint().is_some(), "{template} has a hint");
    }
    let e = UriTemplate::parse("é{x").expect_err("unclosed");
    assert_eq!((e.index(), e.column()), (4, 4));
}

#[test]
fn the_parts_are_typed_with_their_spans() {
    let t = UriTemplate::parse("/a{/b*,c:3}{?d}").expect("template");
    let e: Vec<_> = t.expressions().collect();
    assert_eq!(e[0].operator(), Some(Operator::Path));
    assert_eq!(e[0].span(), 2..11);
    let specs: Vec<_> = e[0].varspecs().collect();
    assert_eq!(specs[0].modifier(), Some(Modifier::Explode));
    assert_eq!((specs[1].name(), specs[1].prefix()), ("c", Some(3)));
    assert_eq!(specs[1].span(), 7..10);
    assert_eq!(e[0].as_str(), "{/b*,c:3}");
    assert_eq!(e[1].operator(), Some(Operator::Query));
    assert_eq!(t.variables().collect::<Vec<_>>(), ["b", "c", "d"]);
    assert_eq!(t.level(), Some(4));
    assert_eq!(UriTemplate::parse("").expect("empty").level(), Some(1));
}

#[test]
fn partial_expansion_keeps_what_is_missing() {
    let all = vars();
    let cases: &[(&str, &[&str], &str)] = &[
        ("{/var,x}/here", &["x"], "{/var}/1024/here"),
        ("{/var,x}/here", &["var"], "/value{/x}/here"),
        ("{?x,y,undef}", &["y"], "?y=768{&x,undef}"),
        ("{?x,y}", &[], "{?x,y}"),
        ("{&x,y}", &["y"], "&y=768{&x}"),
        ("{x,y}", &["x"], "{x,y}"),
        ("{x,y}", &["x", "y"], "1024,768"),
        ("{#x,y}", &["x", "y"], "#1024,768"),
        ("{.who,dom*}", &["dom"], "{.who}.example.com"),
        ("{;v,empty,who}", &["empty"], "{;v};empty{;who}"),
        ("X{.empty_keys}{+var}", &["empty_keys"], "X{+var}"),
        ("{keys:1}", &["keys"], "{keys:1}"),
    ];
    for &(template, given, expected) in cases {
        let t = UriTemplate::parse(template).expect("template");
        let some: Vars = given
            .iter()
            .map(|&n| (n, all.get(n).expect("a §3.2 variable").clone()))
            .collect();
        let partial = t.expand_partial(&some);
        assert_eq!(partial.as_str(), expected, "{template} with {given:?}");
        // Expanded with every variable, the partial template gives what the
        // template gives, up to the order of query parameters.
        if let (Ok(full), Ok(later)) = (t.expand(&all), partial.expand(&all)) {
            let sorted = |s: &str| {
                let mut v: Vec<String> = s.split(['?', '&']).map(String::from).collect();
                v.sort();
                v
            };
            assert_eq!(
                sorted(full.as_str()),
                sorted(later.as_str()),
                "{template} with {given:?}"
            );
        }
    }
}

#[test]
fn ambiguity_is_settled_by_the_documented_rules() {
    let t = UriTemplate::parse("{+a}/{+b}").expect("template");
    let m = t.match_uri("x/y/z").expect("match");
    assert_eq!(
        (m.get("a"), m.get("b")),
        (Some(&Var::from("x/y")), Some(&Var::from("z")))
    );
    let t = UriTemplate::parse("{x,y}").expect("template");
    let m = t.match_uri("a").expect("match");
    assert_eq!((m.get("x"), m.get("y")), (Some(&Var::from("a")), None));
    let t = UriTemplate::parse("{x}").expect("template");
    assert_eq!(
        t.match_uri("a,b").expect("match").get("x"),
        Some(&Var::from(["a", "b"]))
    );
    let t = UriTemplate::parse("{+x}").expect("template");
    assert_eq!(
        t.match_uri("a,b").expect("match").get("x"),
        Some(&Var::from("a,b"))
    );
    assert_eq!(
        t.match_uri("a%2Fb").expect("match").get("x"),
        Some(&Var::from("a%2Fb"))
    );
    assert_eq!(
        t.match_uri("a%20b").expect("match").get("x"),
        Some(&Var::from("a b"))
    );
    // An empty expansion leaves the variable undefined.
    assert!(
        UriTemplate::parse("/a{/b}")
            .expect("t")
            .match_uri("/a")
            .expect("match")
            .is_empty()
    );
    // `%7E` is no expansion of anything under `{x}`: `~` is never encoded.
    assert!(
        UriTemplate::parse("{x}")
            .expect("t")
            .match_uri("%7E")
            .is_none()
    );
}

#[test]
fn a_hostile_match_stays_bounded() {
    let t = UriTemplate::parse("{+a}{+b}{+c}{+d}{+e}{+f}{+g}{+h}x{a}").expect("template");
    let uri = "y".repeat(2_000);
    assert!(t.match_uri(&uri).is_none());
}

#[test]
fn a_set_routes_to_the_first_match() {
    let mut set = TemplateSet::new();
    for route in [
        "/users/{id}",
        "/users/{id}/repos{?page}",
        "/users/me",
        "{+any}",
    ] {
        set.insert(UriTemplate::parse(route).expect("route"));
    }
    assert_eq!(set.match_uri("/users/7").map(|(i, _)| i), Some(0));
    assert_eq!(
        set.match_uri("/users/7/repos?page=2").map(|(i, _)| i),
        Some(1)
    );
    // `/users/me` is also `/users/{id}`, added first.
    assert_eq!(set.match_uri("/users/me").map(|(i, _)| i), Some(0));
    let all: Vec<usize> = set
        .match_all("/users/me", &MatchOptions::new())
        .map(|(i, _)| i)
        .collect();
    assert_eq!(all, [0, 2, 3]);
    assert_eq!(set.match_uri("/elsewhere").map(|(i, _)| i), Some(3));
    assert_eq!(set.len(), 4);
}

/// Random values expanded by every template of the §3.2 tables and matched
/// back: a match is found for every expansion, and its expansion is the
/// same URI.
#[test]
fn random_expansions_match_back() {
    let alphabet: Vec<char> = "abc0-._~ %/?#[]@!$&'()*+,;=:é\u{1F600}".chars().collect();
    let mut state: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = move |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let mut checked = 0;
    for round in 0..500 {
        let word = |next: &mut dyn FnMut(usize) -> usize| -> String {
            (0..next(5))
                .map(|_| alphabet[next(alphabet.len())])
                .collect()
        };
        let mut vars = Vars::new();
        for name in [
            "var", "hello", "half", "who", "base", "path", "x", "y", "v", "empty", "dub", "undef",
            "bar",
        ] {
            match next(4) {
                0 => {}
                1 | 2 => vars.insert(name, word(&mut next)),
                _ => vars.insert(
                    name,
                    Var::List((0..next(3) + 1).map(|_| word(&mut next)).collect()),
                ),
            }
        }
        for name in ["list", "count", "dom"] {
            vars.insert(
                name,
                Var::List((0..next(4)).map(|_| word(&mut next)).collect()),
            );
        }
        for name in ["keys", "empty_keys"] {
            vars.insert(
                name,
                Var::Map(
                    (0..next(3))
                        .map(|_| (word(&mut next), word(&mut next)))
                        .collect(),
                ),
            );
        }
        for &(template, _) in TABLES {
            let t = UriTemplate::parse(template).expect("template");
            let Ok(uri) = t.expand(&vars) else { continue };
            let matched = t.match_uri(uri.as_str()).unwrap_or_else(|| {
                panic!(
                    "round {round}: {template} on {:?} with {vars:?}",
                    uri.as_str()
                )
            });
            assert_eq!(
                t.expand(&matched).expect("expands").as_str(),
                uri.as_str(),
                "{template}"
            );
            checked += 1;
        }
    }
    assert!(checked > 10_000, "{checked}");
}

/// Leading literals that share a start, one a prefix of another, and one
/// of a megabyte: the set's trie splits its edges and finds each.
#[test]
fn a_set_indexes_literals_that_share_a_start() {
    let routes = [
        "/api/v1/users{?page}",
        "/api/v1/u{x}",
        "/api/v2/{y}",
        "/a{/z}",
        "{+any}",
        "/api/v1/users/{id}",
    ];
    let mut set = TemplateSet::new();
    for route in routes {
        set.insert(UriTemplate::parse(route).expect("route"));
    }
    let long = format!("/{}{{x}}", "L".repeat(1 << 20));
    set.insert(UriTemplate::parse(&long).expect("long"));
    let cases = [
        ("/api/v1/users?page=2", 0),
        ("/api/v1/uzz", 1),
        // `{x}` holds no `/`: only `{+any}` and the last route match.
        ("/api/v1/users/7", 4),
        ("/api/v2/q", 2),
        ("/a/b", 3),
        ("/elsewhere", 4),
    ];
    for (uri, expected) in cases {
        assert_eq!(set.match_uri(uri).map(|(i, _)| i), Some(expected), "{uri}");
    }
    let all: Vec<usize> = set
        .match_all("/api/v1/users/7", &MatchOptions::new())
        .map(|(i, _)| i)
        .collect();
    assert_eq!(all, [4, 5]);
    let uri = format!("/{}v", "L".repeat(1 << 20));
    let all: Vec<usize> = set
        .match_all(&uri, &MatchOptions::new())
        .map(|(i, _)| i)
        .collect();
    // (`{+any}` would take the whole megabyte: past the search's bound.)
    assert_eq!(all, [6]);
}
