//! Two corpora of realistic URLs, generated (deterministically, from a fixed
//! seed) in the shapes of the sources named below, for benches that need
//! millions of rows: no data file is fetched or committed.
//!
//! - `crawl`: the links of a web crawl, as a crawler's link graph or a
//!   Common Crawl index holds them: absolute `http(s)` URLs with
//!   subdomains, country-code and generic TLDs, up to 5 path segments (slugs,
//!   dates, ids, file names), tracking and paging query parameters,
//!   fragments; some ports, userinfo, IPv4 and IPv6 hosts, `mailto:`,
//!   `tel:` and `javascript:` links, relative links; and about 8% of lines
//!   that RFC 3986 refuses, of the kinds crawls are full of (a space, raw
//!   non-ASCII text, `|`, `{`/`}` template leftovers, PHP's `a[]=`, a bare
//!   `%`, a second `#`, a backslash, quotes and angle brackets).
//! - `logs`: HTTP access logs (the request target and the referrer of
//!   Apache and nginx combined logs): mostly origin-form targets (`/path?q`),
//!   absolute referrers, `-` for a missing referrer, scanners' probes
//!   (`/../../etc/passwd`, `/%2e%2e/`, `/wp-login.php`), and about 20%
//!   refused lines.

pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed | 1)
    }

    fn next(&mut self) -> u64 {
        // xorshift64*
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

const TLDS: &[&str] = &[
    "com", "com", "com", "com", "org", "net", "de", "co.uk", "io", "ru", "jp", "fr", "info", "edu",
    "gov", "nl", "com.br", "it", "pl", "es", "ca", "com.au", "in", "cn", "ch", "se", "tv", "me",
];
const NAMES: &[&str] = &[
    "example",
    "news",
    "shop",
    "blog",
    "wiki",
    "static",
    "forum",
    "media",
    "travel",
    "bank",
    "university",
    "city",
    "weather",
    "sports",
    "recipes",
    "photos",
    "maps",
    "docs",
    "support",
    "jobs",
    "music",
    "games",
    "health",
    "market",
    "review",
    "tech",
    "daily",
    "global",
    "open",
];
const SUBDOMAINS: &[&str] = &[
    "www", "www", "www", "m", "en", "blog", "cdn", "img", "static", "api", "shop", "de", "fr",
];
const WORDS: &[&str] = &[
    "index",
    "article",
    "products",
    "category",
    "news",
    "2024",
    "2025",
    "about",
    "contact",
    "search",
    "user",
    "profile",
    "images",
    "assets",
    "js",
    "css",
    "wp-content",
    "uploads",
    "tag",
    "page",
    "p",
    "item",
    "view",
    "download",
    "en",
    "de",
    "help",
    "faq",
    "blog",
    "post",
    "how-to-make-bread-at-home",
    "best-laptops-2025",
    "city-council-meeting-notes",
];
const FILES: &[&str] = &[
    "index.html",
    "main.js",
    "style.css",
    "logo.png",
    "photo.jpg",
    "report.pdf",
    "feed.xml",
    "sitemap.xml",
    "app.min.js",
    "favicon.ico",
    "video.mp4",
    "data.json",
];
const KEYS: &[&str] = &[
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "id",
    "page",
    "q",
    "ref",
    "sort",
    "lang",
    "sid",
    "fbclid",
    "gclid",
    "s",
    "p",
    "category",
    "limit",
    "offset",
];
const VALUES: &[&str] = &[
    "google",
    "newsletter",
    "1",
    "2",
    "42",
    "desc",
    "en",
    "summer_sale",
    "twitter",
    "cpc",
    "a1b2c3d4e5",
    "caf%C3%A9",
    "new+york",
    "red%20shoes",
    "true",
    "2025-06-01",
];
/// Refused by RFC 3986, as crawls and logs hold them.
const BROKEN: &[&str] = &[
    " ", "é", "|", "{{url}}", "a[]=1", "100%", "#x#y", "\\", "\"", "<br>", "^", "`", "[0]", "%zz",
    "ü",
];

fn host(rng: &mut Rng, out: &mut String) {
    match rng.below(100) {
        0..=2 => {
            out.push_str(&format!(
                "{}.{}.{}.{}",
                rng.below(223) + 1,
                rng.below(256),
                rng.below(256),
                rng.below(256)
            ));
        }
        3 => out.push_str("[2001:db8::7]"),
        _ => {
            if rng.chance(70) {
                out.push_str(rng.pick(SUBDOMAINS));
                out.push('.');
            }
            out.push_str(rng.pick(NAMES));
            if rng.chance(30) {
                out.push('-');
                out.push_str(rng.pick(NAMES));
            }
            out.push('.');
            out.push_str(rng.pick(TLDS));
        }
    }
}

fn path(rng: &mut Rng, out: &mut String, segments: usize) {
    for _ in 0..segments {
        out.push('/');
        match rng.below(10) {
            0 => out.push_str(&rng.next().to_string()[..rng.below(8) + 1]),
            _ => out.push_str(rng.pick(WORDS)),
        }
    }
    if rng.chance(40) {
        out.push('/');
        out.push_str(rng.pick(FILES));
    } else if rng.chance(30) {
        out.push('/');
    }
}

fn query(rng: &mut Rng, out: &mut String) {
    let pairs = rng.below(5) + 1;
    for i in 0..pairs {
        out.push(if i == 0 { '?' } else { '&' });
        out.push_str(rng.pick(KEYS));
        out.push('=');
        out.push_str(rng.pick(VALUES));
    }
}

fn break_it(rng: &mut Rng, url: &mut String) {
    let bad = rng.pick(BROKEN);
    // Somewhere past the scheme, at a character boundary.
    let mut at = 8.min(url.len()) + rng.below(url.len().saturating_sub(8) + 1);
    while !url.is_char_boundary(at) {
        at -= 1;
    }
    url.insert_str(at, bad);
}

/// One link of a web crawl.
pub fn crawl(rng: &mut Rng) -> String {
    let mut url = String::with_capacity(96);
    match rng.below(100) {
        0..=1 => {
            url.push_str("mailto:");
            url.push_str(rng.pick(NAMES));
            url.push('@');
            host(rng, &mut url);
        }
        2 => url.push_str("javascript:void(0)"),
        3 => url.push_str(&format!("tel:+1-555-{:04}", rng.below(10_000))),
        4..=7 => {
            // A relative link, as pages write them.
            let segments = rng.below(3) + 1;
            path(rng, &mut url, segments);
            if rng.chance(30) {
                query(rng, &mut url);
            }
        }
        _ => {
            url.push_str(if rng.chance(80) {
                "https://"
            } else {
                "http://"
            });
            if rng.chance(1) {
                url.push_str("user:secret@");
            }
            host(rng, &mut url);
            if rng.chance(4) {
                url.push_str(rng.pick(&[":8080", ":443", ":8443", ":81"]));
            }
            let segments = rng.below(6);
            path(rng, &mut url, segments);
            if rng.chance(45) {
                query(rng, &mut url);
            }
            if rng.chance(8) {
                url.push('#');
                url.push_str(rng.pick(WORDS));
            }
        }
    }
    if rng.chance(8) {
        break_it(rng, &mut url);
    }
    url
}

/// One request target or referrer of an HTTP access log.
pub fn logs(rng: &mut Rng) -> String {
    let mut url = String::with_capacity(80);
    match rng.below(100) {
        0..=54 => {
            let segments = rng.below(4) + 1;
            path(rng, &mut url, segments);
            if rng.chance(35) {
                query(rng, &mut url);
            }
        }
        55..=84 => {
            url.push_str("https://");
            host(rng, &mut url);
            let segments = rng.below(3);
            path(rng, &mut url, segments);
            if rng.chance(25) {
                query(rng, &mut url);
            }
        }
        85..=89 => url.push('-'),
        90..=94 => url.push_str(rng.pick(&[
            "/../../etc/passwd",
            "/%2e%2e/%2e%2e/etc/passwd",
            "/wp-login.php",
            "/.env",
            "/cgi-bin/test.cgi?x=() { :; }",
            "/index.php?s=/Index/\\think\\app/invokefunction",
            "*",
            "/favicon.ico",
        ])),
        _ => {
            url.push_str("http://");
            host(rng, &mut url);
            url.push_str(":80/");
        }
    }
    if rng.chance(12) {
        break_it(rng, &mut url);
    }
    url
}
