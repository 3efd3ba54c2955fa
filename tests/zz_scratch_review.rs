
#[test]
fn small_depth() {
    for n in [1usize, 2, 10, 100, 500, 1000] {
        let t = UriTemplate::parse(&"{a}".repeat(n)).unwrap();
        eprintln!("n={n} -> {:?}", t.match_uri(""));
    }
}
