#!/usr/bin/env python3
"""Writes benches/corpus2/, a second per-kind corpus, independent of
benches/corpus/ (its own vocabulary, shapes and mix), seeded so that it can be
made again byte for byte:

    python3 benches/corpus2/generate.py            # writes the .tsv files
    python3 benches/corpus2/generate.py --check    # fails if any file differs

Each group of `valid.tsv` is modelled on a named source of real references:

- `crawl`: the `url` field of Common Crawl's CDX index (the target URI of a
  WARC response record): news articles with dated paths and slugs,
  WordPress (`/?p=`, `/category/x/page/3/`, `wp-content/uploads`), phpBB and
  vBulletin threads (`viewtopic.php?f=&t=`), MediaWiki (`index.php?title=`),
  shop product pages, `robots.txt` and feeds, Java session ids as path
  parameters (`;jsessionid=`), `~user` home pages. Few fragments or ports.
- `access-log`: the request target of Apache and nginx combined log lines
  (`"GET /x?y HTTP/1.1"`): origin-form relative references with queries,
  static assets with hashed names, REST APIs, health checks, the paths
  vulnerability scanners try (`/.env`, `/.git/config`, `.%2e/`), a few
  absolute-form targets of proxy requests and authority-form CONNECT
  targets (`host:443`, which parse as a scheme and a path). No fragments:
  browsers do not send them.
- `sitemap`: the `<loc>` of sitemaps.org sitemaps and sitemap indexes:
  absolute https URLs, localized paths (`/de-de/...`), product and category
  pages, paginated listings, `sitemap-posts-3.xml`.
- `manifest`: URL fields of package manifests: Cargo.toml `repository`,
  `homepage` and `documentation` (docs.rs), package.json `repository`
  (`git+https:`, `git+ssh://git@`, `github:o/r`), `bugs` and `homepage`
  (`#readme`), npm tarballs, PyPI `Project-URL` (readthedocs, changelogs,
  sourcehut `~user`, GitLab `/-/issues`, files.pythonhosted.org).
- `rdf`: IRIs of RDF and JSON-LD data: schema.org terms, the W3C
  vocabularies (rdf, rdfs, xsd, owl, skos, prov, dcat, activitystreams),
  FOAF and Dublin Core, DBpedia and Wikidata entities, ORCID, ROR and
  GeoNames ids, WebIDs (`#me`), `urn:uuid:`, `tag:` (RFC 4151), `did:`
  (web, key, plc), DOIs through https://doi.org/ (SICI suffixes with
  `(`, `)`, `;` and encoded `<`, `>`), `info:doi/`, `urn:oid:`, LSIDs.
- `long-http`: ordinary http(s) URLs of 50 to 120 bytes with at least four
  path segments or two query parameters: REST API listings with paging,
  shop searches with filters, tracked article links (Matomo `mtm_*`, `gclid`),
  cloud console deep links (fragments holding `/` and `?`), map links.
- `ip-host`: URIs with an IPv4 or IPv6 host: Prometheus scrape targets,
  router and camera admin pages (`rtsp://admin:...@192.168.1.64:554/`),
  the cloud metadata service (`169.254.169.254`), development servers on
  `127.0.0.1` and `[::1]`, message brokers and databases, CoAP
  (`/.well-known/core`), documentation prefixes (RFC 5737, RFC 3849), ULA
  and link-local IPv6, IPv4-mapped addresses, a few IPvFuture literals.
- `no-authority`: `mailto:` (RFC 6068), `tel:` (RFC 3966), `sms:`
  (RFC 5724), `geo:` (RFC 5870), `data:` (RFC 2397), `xmpp:` (RFC 5122),
  `sip:`/`sips:` (RFC 3261), `cid:`/`mid:` (RFC 2392), `news:`, URNs of
  OAuth, SCIM, SAML, MPEG-DASH and OGC, `bitcoin:` (BIP 21), `spotify:`,
  `about:`, `javascript:`, `maps:?q=`, `jar:file:...!/`.
- `relative`: `href` and `src` values of HTML pages: `../css/x.css`,
  `img/x.png`, `/about/`, `?page=3`, `#main`, protocol-relative
  `//cdn.../x.js`, `./a:b`, `.`, `..`.

`iri.tsv` holds IRIs in many scripts: Wikipedia article, section and search
addresses as browsers show them, DBpedia's localized resources, hosts that
are internationalized domain names, e-mail addresses with non-ASCII local
parts (RFC 6530), file paths, relative references; a few carry private-use
characters in the query, where RFC 3987 allows them.

The other files (`refused.tsv`, `iri-refused.tsv`, `resolve.tsv`,
`normalize.tsv`) are made from these by the recipes of `recipe.py`, the
same recipes that make `benches/corpus/kinds/` from `benches/corpus/uris.txt`.
Every row is checked against RFC 3986 Appendix A and RFC 3987 section 2.2
transcribed as regular expressions (`recipe.py`). Only Python's standard
library is used; string seeds of `random.Random` give the same sequences on
every CPython 3.2+.
"""

import importlib.util
import pathlib
import random
import sys
import urllib.parse

HERE = pathlib.Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("corpus2_recipe", HERE / "recipe.py")
recipe = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(recipe)

SEED = "corpus2-2026"

# --- Vocabulary ---------------------------------------------------------------------

SITES = [
    "harbourlight", "northfield-gazette", "pinecone-press", "bluewater-outfitters",
    "kestrel-labs", "meridian-health", "oakridge-library", "saltmarsh-radio",
    "copperleaf", "tidewater-herald", "summit-cycling", "lanternfish", "brightwell",
    "juniper-kitchen", "redbrick-records", "silverline-rail", "cobalt-mutual",
    "fernhill-farm", "granitebank", "lakeside-clinic", "marigold-bakery",
    "nightjar-games", "orchard-coop", "quayside-hotel", "riverstone-law",
    "stonebridge", "thistle-tea", "upland-weather", "vantage-homes", "willow-dental",
    "amberglen", "birchwood-academy", "cedar-valley-times", "driftwood-surf",
    "elmstreet-hardware", "foxglove-florist", "gullwing-aviation", "hollowtree",
    "ironforge-fitness", "jadeport",
]
TLDS = [
    ("com", 40), ("org", 8), ("net", 6), ("de", 6), ("co.uk", 5), ("ru", 3), ("fr", 3),
    ("jp", 3), ("it", 2), ("nl", 2), ("com.br", 2), ("com.au", 2), ("pl", 2), ("ca", 2),
    ("es", 2), ("ch", 1), ("se", 1), ("in", 1), ("info", 1), ("edu", 1), ("gov", 1),
    ("io", 1), ("blog", 1), ("news", 1),
]
SUBS = [("www", 60), ("", 20), ("blog", 4), ("shop", 3), ("forum", 3), ("news", 2), ("wiki", 2), ("mobile", 2), ("community", 2), ("help", 2)]
SECTIONS = [
    "local", "sport", "business", "politics", "opinion", "culture", "lifestyle",
    "world", "science", "technology", "travel", "food-drink", "health", "obituaries",
    "weather", "entertainment", "education", "environment", "property", "motoring",
]
SLUG = [
    "council", "approves", "budget", "river", "festival", "returns", "record", "storm",
    "warning", "school", "board", "votes", "plan", "election", "results", "market",
    "opens", "season", "coach", "wins", "final", "guide", "recipes", "winter", "garden",
    "review", "museum", "exhibition", "bridge", "repair", "traffic", "concert",
    "tickets", "housing", "prices", "climate", "study", "finds", "coffee", "bread",
    "cycling", "route", "mountain", "trail", "harbour", "ferry", "timetable", "library",
    "reopens", "mayor", "interview", "appeal", "hospital", "funding", "farmers",
    "drought", "wildfire", "smoke", "rail", "strike", "airport", "expansion",
    "students", "graduate", "theatre", "premiere", "artist", "mural", "charity",
    "marathon", "weekend", "forecast", "snow", "heatwave", "beach", "closed", "parking",
    "fees", "rise", "factory", "closure", "startup", "raises", "vaccine", "dog",
    "rescue", "missing", "court", "ruling", "tax", "bike", "lanes", "zoo", "panda",
    "vintage", "cars", "how", "to", "the", "of", "in", "for", "and", "with", "after",
    "why", "what", "10", "5", "2025", "new", "first", "last", "big", "small",
]
# Words of other languages, as a slug writes them; percent-encoded (UTF-8)
# where they are used in a URI.
FOREIGN = [
    "crème-brûlée", "façade", "Bäckerei", "smørrebrød", "jalapeño", "piñata",
    "Málaga", "Ålesund", "Kraków", "İzmir", "Hà-Nội", "über-uns", "crêpes",
    "it’s", "“quoted”", "2024–2025", "Ελλάδα", "Київ", "東京", "서울", "القاهرة",
    "ข่าว", "नई-दिल्ली", "Привет-мир",
]
FORUM_TITLES = ["help-with-wiring", "best-budget-tent", "engine-noise-at-idle", "first-build-log", "recommend-a-lens", "tank-cycling-question", "sourdough-starter-dead"]
PRODUCTS = [
    "merino-wool-socks", "trail-runner-gtx", "cast-iron-skillet-26cm", "ceramic-pour-over",
    "led-desk-lamp", "oak-bookshelf", "yoga-mat-6mm", "insulated-bottle-750ml",
    "wireless-earbuds-pro", "kids-rain-jacket", "chef-knife-20cm", "linen-duvet-cover",
    "road-bike-helmet", "espresso-grinder", "camping-stove", "hiking-poles",
]
SHOP_COLLECTIONS = ["new-arrivals", "sale", "kitchen", "outdoor", "home", "kids", "gifts", "bestsellers"]
LANG_REGIONS = ["en-us", "en-gb", "de-de", "fr-fr", "es-es", "it-it", "nl-nl", "ja-jp", "pt-br", "pl-pl", "sv-se", "fr-ca"]
WIKI_TITLES = ["Main_Page", "Special:RecentChanges", "Help:Contents", "Talk:Lighthouse", "User:Mossback", "Category:Bridges", "File:Harbour_1910.jpg", "Lighthouse_(Saltmarsh)", "Template:Infobox_station"]
PEOPLE = ["mossback", "tern", "jlowe", "akemi", "r.osei", "pvlasov", "ines_m", "dk", "halvard", "nadia-k"]

API_RESOURCES = ["orders", "customers", "invoices", "shipments", "products", "accounts", "sessions", "events", "webhooks", "tickets", "devices", "reports"]
ASSET_DIRS = ["static", "assets", "dist", "build", "_next/static/chunks", "public/js", "bundles"]
SCANNER = [
    "/.env", "/.git/config", "/.git/HEAD", "/.aws/credentials", "/.DS_Store", "/server-status",
    "/phpmyadmin/index.php", "/pma/", "/wp-config.php.bak", "/admin/config.php", "/owa/auth/logon.aspx",
    "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php", "/cgi-bin/.%2e/.%2e/.%2e/.%2e/bin/sh",
    "/index.php?s=/Index/think/app/invokefunction&function=call_user_func_array",
    "/?XDEBUG_SESSION_START=phpstorm", "/boaform/admin/formLogin", "/HNAP1/", "/actuator/health",
    "/solr/admin/info/system?wt=json", "/console/login/LoginForm.jsp", "/remote/fgt_lang?lang=/../../../..//////////dev/cmdb/sslvpn_websession",
    "/.well-known/security.txt", "/sitemap.xml", "/robots.txt", "/favicon.ico", "/ads.txt", "/apple-touch-icon-precomposed.png",
]

OWNERS = [
    "quietfox", "lumen-labs", "ironbark", "paperplane-dev", "stellate", "bytewise",
    "mossgarden", "hexagon-oss", "northwind-io", "glacier-tools", "kilnworks", "opal-project",
    "runcible", "sableware", "tinkerhaus", "vexillum", "ashgrove", "q-lab", "marten", "polarbyte",
]
CRATES = [
    "quickparse", "tern", "slate-db", "rivet", "mdsplit", "hash-tree", "toml-lite",
    "glob-walk", "async-pool", "tiny-cli", "pixel-fmt", "geo-tiles", "unicode-seg",
    "zstd-frames", "csv-sniff", "trie-map", "ws-relay", "cron-expr", "semver-range",
    "http-mock", "bitfield-derive", "arena-alloc", "color-ramp", "dns-probe",
]
TYPE_NAMES = ["Parser", "Builder", "Config", "Error", "Client", "Pool", "Frame", "Token", "Span", "Reader"]
GITLAB_GROUPS = ["infra", "data-eng", "tools", "platform", "research"]

SCHEMA_TERMS = [
    "Person", "Organization", "CreativeWork", "Article", "NewsArticle", "Event", "Place",
    "PostalAddress", "Product", "Offer", "Review", "Recipe", "Dataset", "WebPage",
    "name", "author", "datePublished", "dateModified", "headline", "image", "url",
    "sameAs", "address", "addressLocality", "startDate", "location", "offers", "price",
    "priceCurrency", "identifier", "description", "keywords", "publisher", "logo",
]
W3C = {
    "http://www.w3.org/1999/02/22-rdf-syntax-ns#": ["type", "first", "rest", "nil", "value", "Property", "langString"],
    "http://www.w3.org/2000/01/rdf-schema#": ["label", "comment", "subClassOf", "subPropertyOf", "seeAlso", "domain", "range", "Class"],
    "http://www.w3.org/2001/XMLSchema#": ["string", "integer", "dateTime", "date", "boolean", "decimal", "double", "anyURI", "gYear"],
    "http://www.w3.org/2002/07/owl#": ["sameAs", "Class", "ObjectProperty", "DatatypeProperty", "Thing", "inverseOf", "equivalentClass"],
    "http://www.w3.org/2004/02/skos/core#": ["prefLabel", "altLabel", "broader", "narrower", "Concept", "ConceptScheme", "inScheme", "notation"],
    "http://www.w3.org/ns/prov#": ["wasDerivedFrom", "wasGeneratedBy", "Entity", "Activity", "Agent", "generatedAtTime"],
    "http://www.w3.org/ns/dcat#": ["Dataset", "Distribution", "downloadURL", "mediaType", "Catalog", "keyword"],
    "https://www.w3.org/ns/activitystreams#": ["Note", "Create", "Follow", "actor", "object", "Public", "inbox", "outbox"],
    "http://www.w3.org/ns/ldp#": ["contains", "BasicContainer", "Resource"],
    "https://www.w3.org/2018/credentials#": ["VerifiableCredential", "credentialSubject", "issuer", "issuanceDate"],
    "http://xmlns.com/foaf/0.1/": ["knows", "name", "mbox", "Person", "homepage", "depiction", "account"],
    "http://purl.org/dc/terms/": ["title", "created", "creator", "license", "modified", "subject", "isPartOf", "language"],
    "http://purl.org/dc/elements/1.1/": ["title", "creator", "date", "format", "rights"],
}
DBPEDIA = [
    "Berlin", "Mercury_(planet)", "Ada_Lovelace", "Rust_(programming_language)", "Saint_Helena",
    "Mount_Kilimanjaro", "Beyonc%C3%A9", "Cura%C3%A7ao", "AT%26T", "Guns_N%27_Roses",
    "Hamlet_(play)", "S%C3%A3o_Paulo_FC", "Tokyo_Metro", "C%2B%2B", "Uluru", "The_Hague",
]
JOURNALS = ["jmb", "cell", "envpol", "jas", "neuron", "physa", "tcs", "ijhcs"]
BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BASE32 = "abcdefghijklmnopqrstuvwxyz234567"
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
B64URL = B62 + "-_"

MAIL_USERS = ["hello", "press", "careers", "m.ortega", "team+newsletter", "abuse", "dpo", "k.tanaka", "orders", "frontdesk"]
MAIL_SUBJECTS = ["Booking%20enquiry", "Question%20about%20order%20%2312345", "Unsubscribe", "Press%20request", "Bug%20report%3A%20login%20loop", "Hello"]
MAIL_BODIES = ["Hi%2C%0D%0A%0D%0A", "Please%20call%20me%20back.", "Order%20no.%3A%20", "Sent%20from%20my%20phone"]
URNS = [
    "urn:ietf:params:oauth:grant-type:device_code", "urn:ietf:params:oauth:grant-type:jwt-bearer",
    "urn:ietf:params:oauth:token-type:access_token", "urn:ietf:params:scim:schemas:core:2.0:User",
    "urn:ietf:params:scim:api:messages:2.0:ListResponse", "urn:ietf:params:xml:ns:caldav",
    "urn:oasis:names:tc:SAML:2.0:assertion", "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent",
    "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress", "urn:mpeg:dash:schema:mpd:2011",
    "urn:mpeg:dash:profile:isoff-live:2011", "urn:ogc:def:crs:EPSG::4326", "urn:ogc:def:crs:OGC:1.3:CRS84",
    "urn:xmpp:ping", "urn:schemas-microsoft-com:office:office", "urn:iso:std:iso:8601:-1:ed-1",
]

# Internationalized text for IRIs: Wikipedia titles (as the address bar
# shows them), sections and search terms, by language.
WIKI = {
    "de": (["Straßenbahn_München", "Köln", "Düsseldorf", "Größenordnung", "Übersetzung", "Schloss_Neuschwanstein"], ["Geschichte", "Sehenswürdigkeiten", "Einwohnerentwicklung"], "Spezial:Suche"),
    "fr": (["Élysée", "Cœur_de_Lion", "Événement_sportif", "Française_des_jeux", "Château_de_Chambord"], ["Histoire", "Géographie", "Économie"], "Spécial:Recherche"),
    "es": (["España", "Año_Nuevo", "Ñandú", "Corazón_(canción)", "Ciudad_de_México"], ["Historia", "Geografía", "Economía"], "Especial:Buscar"),
    "pt": (["São_Tomé_e_Príncipe", "Coração", "Informação", "Língua_portuguesa"], ["História", "Geografia"], "Especial:Pesquisar"),
    "pl": (["Łódź", "Kraków", "Gdańsk", "Źródło", "Żółw"], ["Historia", "Zabytki"], "Specjalna:Szukaj"),
    "cs": (["Průvodce", "Česko", "Brno–Královo_Pole"], ["Dějiny"], "Speciální:Hledat"),
    "tr": (["İstanbul", "Türkçe", "Çay", "Ağrı_Dağı"], ["Tarihçe", "Coğrafya"], "Özel:Ara"),
    "vi": (["Việt_Nam", "Hà_Nội", "Tiếng_Việt", "Phở"], ["Lịch_sử", "Địa_lý"], "Đặc_biệt:Tìm_kiếm"),
    "ru": (["Москва", "Санкт-Петербург", "Россия", "Энциклопедия", "Байкал"], ["История", "География", "Население"], "Служебная:Поиск"),
    "uk": (["Київ", "Україна", "Дніпро", "Львів"], ["Історія", "Географія"], "Спеціальна:Пошук"),
    "el": (["Αθήνα", "Ελλάδα", "Θεσσαλονίκη", "Ακρόπολη_Αθηνών"], ["Ιστορία", "Γεωγραφία"], "Ειδικό:Αναζήτηση"),
    "ar": (["القاهرة", "مصر", "اللغة_العربية", "دمشق"], ["التاريخ", "الجغرافيا"], "خاص:بحث"),
    "he": (["ירושלים", "עברית", "תל_אביב-יפו"], ["היסטוריה", "גאוגרפיה"], "מיוחד:חיפוש"),
    "fa": (["تهران", "زبان_فارسی", "اصفهان"], ["تاریخ"], "ویژه:جستجو"),
    "hi": (["दिल्ली", "मुंबई", "हिन्दी", "ताज_महल"], ["इतिहास", "भूगोल"], "विशेष:खोज"),
    "bn": (["ঢাকা", "বাংলা_ভাষা"], ["ইতিহাস"], "বিশেষ:অনুসন্ধান"),
    "ta": (["சென்னை", "தமிழ்"], ["வரலாறு"], "சிறப்பு:Search"),
    "th": (["กรุงเทพมหานคร", "ภาษาไทย", "เชียงใหม่"], ["ประวัติ", "ภูมิศาสตร์"], "พิเศษ:ค้นหา"),
    "ka": (["თბილისი", "ქართული_ენა"], ["ისტორია"], "სპეციალური:ძიება"),
    "hy": (["Երևան", "Հայաստան"], ["Պատմություն"], "Սպասարկող:Որոնել"),
    "am": (["አዲስ_አበባ", "ኢትዮጵያ"], ["ታሪክ"], "ልዩ:Search"),
    "zh": (["北京市", "上海市", "中文", "长城", "粵語"], ["历史", "地理", "人口"], "Special:搜索"),
    "ja": (["東京都", "大阪市", "日本語", "富士山", "ラーメン"], ["歴史", "地理", "交通"], "特別:検索"),
    "ko": (["서울특별시", "부산광역시", "한국어", "김치"], ["역사", "지리"], "특수:검색"),
}
# Hosts that are internationalized domain names (U-labels), with words of
# their language for paths.
IDN_HOSTS = [
    ("bücher.de", ["neuerscheinungen", "kinderbücher", "hörbücher"]),
    ("straße.example", ["öffnungszeiten", "anfahrt"]),
    ("café-du-marché.fr", ["carte", "réservation", "événements"]),
    ("пример.рф", ["новости", "контакты", "о-компании"]),
    ("україна.укр", ["новини", "регіони"]),
    ("例子.中国", ["新闻", "产品", "关于我们"]),
    ("日本語.jp", ["お知らせ", "会社概要", "採用情報"]),
    ("한국.kr", ["공지사항", "회사소개"]),
    ("مثال.مصر", ["أخبار", "اتصل-بنا"]),
    ("ไทย.ไทย", ["ข่าว", "ติดต่อ"]),
    ("भारत.भारत", ["समाचार", "संपर्क"]),
    ("ελλάδα.ελ", ["νέα", "επικοινωνία"]),
    ("españa.es", ["noticias", "contacto", "año-2025"]),
    ("øresund.dk", ["nyheder", "kontakt"]),
]
# Private-use characters met in the wild: Powerline's arrow, Apple's logo,
# the first of the BMP's area, one of plane 15.
PRIVATE_USE = ["\ue0b0", "\uf8ff", "\ue000", "\U000f0101"]
IRI_MAIL = [("用户", "例子.广告"), ("δοκιμή", "παράδειγμα.ελ"), ("почта", "пример.рф"), ("josé", "correo.españa.es"), ("ユーザー", "例え.jp"), ("उपयोगकर्ता", "उदाहरण.भारत"), ("müller", "bücher.de")]


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)

    def pick(self, items):
        return self.r.choice(items)

    def weighted(self, pairs):
        return self.r.choices([p for p, _ in pairs], [w for _, w in pairs])[0]

    def chance(self, p):
        return self.r.random() < p

    def num(self, lo, hi):
        return self.r.randint(lo, hi)

    def chars(self, alphabet, n):
        return "".join(self.pick(alphabet) for _ in range(n))

    def hexs(self, n):
        return self.chars("0123456789abcdef", n)

    def uuid(self):
        h = self.hexs(32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{self.pick('89ab')}{h[17:20]}-{h[20:]}"

    # --- hosts and paths ------------------------------------------------------

    def site(self, sub=None):
        sub = self.weighted(SUBS) if sub is None else sub
        host = f"{self.pick(SITES)}.{self.weighted(TLDS)}"
        return f"{sub}.{host}" if sub else host

    def scheme(self, https=0.8):
        return "https" if self.chance(https) else "http"

    def slug(self, lo=3, hi=8):
        words = [self.pick(SLUG) for _ in range(self.num(lo, hi))]
        if self.chance(0.06):
            words[self.num(0, len(words) - 1)] = urllib.parse.quote(self.pick(FOREIGN), safe="-")
        return "-".join(words)

    def date_path(self):
        return f"{self.num(2009, 2025)}/{self.num(1, 12):02d}" + (f"/{self.num(1, 28):02d}" if self.chance(0.6) else "")

    def ipv4(self):
        roll = self.r.random()
        if roll < 0.35:
            return f"10.{self.num(0, 255)}.{self.num(0, 255)}.{self.num(1, 254)}"
        if roll < 0.6:
            return f"192.168.{self.pick([0, 1, 1, 2, 10, 100, 178])}.{self.num(1, 254)}"
        if roll < 0.7:
            return f"172.{self.num(16, 31)}.{self.num(0, 255)}.{self.num(1, 254)}"
        if roll < 0.8:
            return self.pick(["127.0.0.1", "127.0.0.1", "0.0.0.0", "169.254.169.254", "100.100.100.200"])
        if roll < 0.9:  # RFC 5737 documentation ranges
            return f"{self.pick(['192.0.2', '198.51.100', '203.0.113'])}.{self.num(1, 254)}"
        return f"100.{self.num(64, 127)}.{self.num(0, 255)}.{self.num(1, 254)}"

    def ipv6(self):
        def h():
            return format(self.num(0, 0xFFFF), "x")

        return self.weighted([
            ("::1", 20),
            (f"2001:db8::{h()}", 15),
            (f"2001:db8:{h()}:{h()}::{h()}", 10),
            (f"fd{self.hexs(2)}:{h()}:{h()}::{self.num(1, 99)}", 15),
            (f"fe80::{h()}:{h()}:{h()}:{h()}", 10),
            (":".join(h() for _ in range(8)), 10),
            (f"::ffff:{self.ipv4()}", 8),
            (f"2001:DB8:0:{h().upper()}::{h().upper()}", 5),
            (f"64:ff9b::{self.ipv4()}", 4),
            (f"v1.{h()}+{self.pick(['eth0', 'en1', 'wlan0'])}", 3),  # IPvFuture
        ])

    # --- crawl ----------------------------------------------------------------

    def crawl(self):
        host = self.site()
        if self.chance(0.01):
            host += f":{self.pick(['8080', '8000', '81', '8443'])}"
        shape = self.weighted([
            ("news", 28), ("wordpress", 16), ("forum", 10), ("shop", 14), ("wiki", 6),
            ("files", 8), ("legacy", 8), ("home", 4), ("pager", 6),
        ])
        if shape == "news":
            path = self.weighted([
                (f"/{self.pick(SECTIONS)}/{self.date_path()}/{self.slug()}/", 3),
                (f"/{self.pick(SECTIONS)}/{self.slug()}-{self.num(100000, 99999999)}.html", 3),
                (f"/article/{self.num(10000, 9999999)}/{self.slug()}", 2),
                (f"/{self.pick(SECTIONS)}/{self.pick(SECTIONS)}/{self.slug()}", 1),
                (f"/story/{self.slug()}-{self.hexs(8)}", 1),
            ])
            query = self.weighted([("", 80), (f"?ref={self.pick(['rss', 'homepage', 'related', 'newsletter'])}", 8), (f"?page={self.num(2, 9)}", 6), ("?amp", 3), ("?output=amp", 3)])
        elif shape == "wordpress":
            path, query = self.weighted([
                (("/", f"?p={self.num(2, 40000)}"), 3),
                ((f"/{self.date_path()}/{self.slug()}/", ""), 4),
                ((f"/category/{self.pick(SECTIONS)}/page/{self.num(2, 60)}/", ""), 2),
                ((f"/tag/{self.pick(SLUG)}-{self.pick(SLUG)}/", ""), 2),
                ((f"/{self.slug()}/", f"?replytocom={self.num(100, 99999)}"), 1),
                ((f"/wp-content/uploads/{self.num(2012, 2025)}/{self.num(1, 12):02d}/{self.slug(1, 3)}-{self.pick(['1024x768', '300x200', '150x150', '768x512', 'scaled'])}.{self.pick(['jpg', 'png', 'webp'])}", ""), 2),
                ((f"/author/{self.pick(PEOPLE).replace('.', '-')}/", ""), 1),
                ((f"/{self.slug()}/feed/", ""), 1),
                (("/", f"?s={'+'.join(self.pick(SLUG) for _ in range(self.num(1, 3)))}"), 1),
            ])
        elif shape == "forum":
            path, query = self.weighted([
                (("/forum/viewtopic.php", f"?f={self.num(1, 80)}&t={self.num(100, 300000)}" + (f"&start={self.pick([15, 30, 45, 60])}" if self.chance(0.3) else "")), 3),
                (("/showthread.php", f"?t={self.num(1000, 900000)}" + (f"&page={self.num(2, 40)}" if self.chance(0.4) else "")), 2),
                ((f"/threads/{self.pick(FORUM_TITLES)}.{self.num(1000, 600000)}/", ""), 2),
                (("/index.php", f"?topic={self.num(100, 90000)}.{self.pick([0, 15, 30])}"), 1),
                ((f"/t/{self.pick(FORUM_TITLES)}/{self.num(100, 99999)}/{self.num(1, 80)}", ""), 2),
                (("/memberlist.php", f"?mode=viewprofile&u={self.num(2, 50000)}"), 1),
            ])
        elif shape == "shop":
            path, query = self.weighted([
                ((f"/products/{self.pick(PRODUCTS)}", self.pick(["", "", f"?variant={self.num(10**12, 10**13)}"])), 3),
                ((f"/collections/{self.pick(SHOP_COLLECTIONS)}/products/{self.pick(PRODUCTS)}", ""), 2),
                ((f"/p/{self.pick(PRODUCTS)}/{self.num(100000, 9999999)}", ""), 2),
                ((f"/dp/B0{self.chars('0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 8)}", self.pick(["", "?th=1", "?psc=1"])), 1),
                ((f"/item/{self.num(10**9, 10**10)}.html", ""), 1),
                ((f"/{self.pick(SHOP_COLLECTIONS)}/", f"?page={self.num(2, 30)}&sort={self.pick(['price-asc', 'newest', 'popular'])}"), 2),
            ])
        elif shape == "wiki":
            path, query = self.weighted([
                ((f"/wiki/{self.pick(WIKI_TITLES)}", ""), 3),
                (("/w/index.php", f"?title={self.pick(WIKI_TITLES)}&action={self.pick(['history', 'edit', 'info', 'raw'])}"), 2),
                (("/index.php", f"?title={self.pick(WIKI_TITLES)}&oldid={self.num(1000, 9000000)}"), 1),
            ])
        elif shape == "files":
            path = self.pick(["/robots.txt", "/sitemap.xml", "/feed/", "/rss.xml", "/atom.xml", "/ads.txt", "/humans.txt", "/.well-known/security.txt", "/favicon.ico", f"/downloads/{self.slug(1, 3)}.pdf", f"/media/{self.num(2000, 2025)}/{self.slug(1, 3)}.mp3"])
            query = ""
        elif shape == "legacy":
            path, query = self.weighted([
                ((f"/cgi-bin/{self.pick(['search', 'view', 'counter', 'guestbook'])}.cgi", f"?id={self.num(1, 9999)}&lang={self.pick(['en', 'fr', 'ja'])}"), 2),
                ((f"/{self.pick(['Default', 'ProductDetail', 'NewsItem'])}.aspx", f"?ID={self.num(1, 99999)}"), 2),
                ((f"/{self.pick(['catalog', 'store', 'shop'])}/{self.pick(['list', 'detail'])}.jsp;jsessionid={self.chars('0123456789ABCDEF', 32)}", f"?cat={self.num(1, 400)}"), 1),
                ((f"/~{self.pick(PEOPLE).split('.')[0]}/{self.pick(['pub', 'papers', 'teaching', 'photos'])}/", ""), 2),
                ((f"/{self.pick(['modules', 'index'])}.php", f"?name=News&file=article&sid={self.num(1, 9999)}"), 1),
            ])
        elif shape == "home":
            path, query = self.pick(["/", "", "/index.html", "/index.php", "/home", "/en/", "/de/"]), ""
        else:
            path = f"/{self.pick(SECTIONS)}/"
            query = f"?page={self.num(2, 200)}" + (f"&per_page={self.pick([20, 50, 100])}" if self.chance(0.3) else "")
        fragment = f"#{self.pick(['comments', 'respond', 'main', 'more', 'post-' + str(self.num(10, 9999))])}" if self.chance(0.02) else ""
        return f"{self.scheme(0.75)}://{host}{path}{query}{fragment}"

    # --- access log -----------------------------------------------------------

    def access_log(self):
        shape = self.weighted([
            ("asset", 24), ("page", 16), ("api", 18), ("scanner", 8), ("wp", 6), ("search", 6),
            ("health", 5), ("acme", 2), ("socket", 3), ("image", 6), ("proxy", 4), ("connect", 2),
        ])
        if shape == "asset":
            ext = self.pick(["js", "css", "js", "woff2", "map", "svg"])
            name = self.pick(["main", "app", "vendor", "runtime", "chunk-" + self.hexs(6), "styles", "polyfills", "framework"])
            out = f"/{self.pick(ASSET_DIRS)}/{name}.{self.hexs(self.pick([8, 10, 20]))}.{ext}"
            if self.chance(0.15):
                out += f"?v={self.pick([self.hexs(7), str(self.num(1, 40)), '1.4.2'])}"
            return out
        if shape == "page":
            return self.weighted([
                ("/", 6), (f"/{self.pick(SECTIONS)}/", 3), (f"/{self.pick(SECTIONS)}/{self.slug(2, 5)}", 4),
                (f"/login?next={urllib.parse.quote('/' + self.pick(API_RESOURCES) + '?tab=' + self.pick(['usage', 'billing', 'all']), safe='')}", 2),
                ("/logout", 1), (f"/account/{self.pick(['settings', 'orders', 'addresses', 'security'])}", 2),
                (f"/files/{self.pick(['Annual%20Report%202024.pdf', 'Price%20List.xlsx', 'menu%20(1).pdf', 'Form_B%2B.docx'])}", 1),
                (f"/{self.pick(LANG_REGIONS)}/{self.pick(SHOP_COLLECTIONS)}/", 2),
                (f"/index.php?option=com_content&view=article&id={self.num(1, 999)}&Itemid={self.num(1, 200)}", 1),
            ])
        if shape == "api":
            res = self.pick(API_RESOURCES)
            version = self.pick(["v1", "v2", "v1", "v3", "2024-06"])
            return self.weighted([
                (f"/api/{version}/{res}/{self.num(1, 999999)}", 4),
                (f"/api/{version}/{res}?limit={self.pick([20, 50, 100])}&cursor={self.chars(B64URL, self.pick([16, 24]))}", 2),
                (f"/api/{version}/{res}?{self.pick(['status', 'state'])}={self.pick(['open', 'paid', 'pending', 'failed'])}&created_after={self.num(2023, 2025)}-{self.num(1, 12):02d}-01T00%3A00%3A00Z", 2),
                (f"/api/{version}/{res}/{self.uuid()}/{self.pick(['items', 'events', 'notes'])}", 2),
                ("/graphql", 2), (f"/api/{version}/me", 1),
                (f"/v1/{res}:batchGet?ids={self.num(1, 999)}&ids={self.num(1, 999)}", 1),
                (f"/oauth/token?grant_type=refresh_token&client_id={self.chars(B62, 12)}", 1),
            ])
        if shape == "scanner":
            return self.pick(SCANNER)
        if shape == "wp":
            return self.pick([
                "/wp-login.php", "/xmlrpc.php", "/wp-admin/", "/wp-json/wp/v2/users",
                f"/wp-admin/admin-ajax.php?action={self.pick(['heartbeat', 'get_posts', 'load_more'])}",
                f"/wp-json/wp/v2/posts?per_page={self.pick([10, 100])}&page={self.num(1, 9)}",
                f"/wp-content/plugins/{self.pick(['contact-form-7', 'woocommerce', 'elementor'])}/readme.txt",
                f"/?rest_route=/wp/v2/users/{self.num(1, 20)}",
            ])
        if shape == "search":
            terms = "+".join(self.pick(SLUG) for _ in range(self.num(1, 4)))
            if self.chance(0.2):
                terms += "+" + urllib.parse.quote(self.pick(FOREIGN), safe="")
            out = f"/search?q={terms}"
            if self.chance(0.5):
                out += f"&page={self.num(2, 12)}"
            if self.chance(0.3):
                out += f"&sort={self.pick(['relevance', 'date', 'price_asc'])}"
            return out
        if shape == "health":
            return self.pick(["/healthz", "/readyz", "/livez", "/health", "/status", "/metrics", "/ping", "/-/healthy", "/nginx_status", "/server-info?config"])
        if shape == "acme":
            return f"/.well-known/acme-challenge/{self.chars(B64URL, 43)}"
        if shape == "socket":
            return f"/socket.io/?EIO=4&transport={self.pick(['polling', 'websocket'])}&t={self.chars(B64URL, 7)}" + (f"&sid={self.chars(B64URL, 20)}" if self.chance(0.5) else "")
        if shape == "image":
            return f"/images/{self.pick(['products', 'banners', 'avatars', 'gallery'])}/{self.num(1, 9999)}/{self.pick(['large', 'thumb', 'original'])}.{self.pick(['jpg', 'webp', 'png'])}" + (f"?w={self.pick([320, 640, 1280])}&q={self.pick([70, 80, 90])}" if self.chance(0.4) else "")
        if shape == "proxy":
            host = self.site() if self.chance(0.7) else self.ipv4()
            return f"http://{host}{self.pick(['', ':80', ':8080'])}/{self.pick(['', 'index.html', 'proxy.pac', 'wpad.dat', 'announce?info_hash=' + self.hexs(40)])}"
        host = self.site(sub=self.pick(["www", "api", "mail", "cdn", "push"]))
        return f"{host}:{self.pick(['443', '443', '443', '8443', '5222'])}"  # CONNECT

    # --- sitemap -----------------------------------------------------------------

    def sitemap(self):
        host = self.site(sub=self.pick(["www", "www", "www", "", "shop", "blog"]))
        base = f"https://{host}"
        lang = f"/{self.pick(LANG_REGIONS)}" if self.chance(0.3) else ""
        return base + self.weighted([
            ("/", 3),
            (f"{lang}/{self.pick(SHOP_COLLECTIONS)}/{self.pick(PRODUCTS)}-{self.num(1000, 99999)}.html", 8),
            (f"{lang}/{self.pick(SHOP_COLLECTIONS)}/{self.pick(['', 'outdoor/', 'kitchen/'])}{self.pick(PRODUCTS)}", 6),
            (f"{lang}/blog/{self.slug()}", 8),
            (f"{lang}/blog/{self.date_path()}/{self.slug()}/", 4),
            (f"/{self.pick(SECTIONS)}/{self.slug()}", 6),
            (f"{lang}/{self.pick(SHOP_COLLECTIONS)}/?page={self.num(2, 40)}", 2),
            (f"/sitemap-{self.pick(['posts', 'pages', 'products', 'categories', 'tags'])}-{self.num(1, 30)}.xml", 3),
            (f"/sitemaps/{self.pick(['products', 'articles'])}/{self.num(2015, 2025)}-{self.num(1, 12):02d}.xml.gz", 2),
            (f"{lang}/stores/{self.pick(['london', 'manchester', 'lyon', 'hamburg', 'osaka', 'austin'])}/{self.pick(SLUG)}-street-{self.num(1, 300)}", 2),
            (f"{lang}/{self.pick(['about', 'careers', 'contact', 'press', 'privacy', 'terms'])}/", 3),
            (f"/{urllib.parse.quote(self.pick(FOREIGN), safe='-')}/{self.slug(2, 4)}", 2),
            (f"{lang}/help/{self.pick(['shipping', 'returns', 'sizing', 'warranty'])}/{self.slug(2, 5)}", 2),
        ])

    # --- manifests ---------------------------------------------------------------

    def manifest(self):
        o, c = self.pick(OWNERS), self.pick(CRATES)
        ver = f"{self.num(0, 4)}.{self.num(0, 30)}.{self.num(0, 20)}"
        snake = c.replace("-", "_")
        return self.weighted([
            # Cargo.toml
            (f"https://github.com/{o}/{c}", 14),
            (f"https://docs.rs/{c}", 6),
            (f"https://docs.rs/{c}/{ver}/{snake}/", 3),
            (f"https://docs.rs/{c}/latest/{snake}/struct.{self.pick(TYPE_NAMES)}.html", 2),
            (f"https://crates.io/crates/{c}", 3),
            (f"https://{o}.github.io/{c}/", 3),
            (f"https://{c}.rs", 1),
            # package.json
            (f"git+https://github.com/{o}/{c}.git", 8),
            (f"git+ssh://git@github.com/{o}/{c}.git", 3),
            (f"git://github.com/{o}/{c}.git", 2),
            (f"github:{o}/{c}", 2),
            (f"gitlab:{o}/{c}", 1),
            (f"https://github.com/{o}/{c}/issues", 5),
            (f"https://github.com/{o}/{c}#readme", 4),
            (f"https://github.com/{o}/{c}/tree/main/packages/{self.pick(CRATES)}", 2),
            (f"https://registry.npmjs.org/@{o}/{c}/-/{c}-{ver}.tgz", 2),
            (f"https://opencollective.com/{c}", 1),
            (f"https://github.com/sponsors/{o}", 1),
            # PyPI Project-URL
            (f"https://pypi.org/project/{c}/", 3),
            (f"https://{c}.readthedocs.io/en/{self.pick(['latest', 'stable', 'v' + ver])}/", 3),
            (f"https://{c}.readthedocs.io/en/stable/{self.pick(['changelog', 'api', 'quickstart'])}.html", 2),
            (f"https://github.com/{o}/{c}/blob/main/{self.pick(['CHANGELOG.md', 'README.md', 'docs/index.md'])}", 3),
            (f"https://github.com/{o}/{c}/releases/tag/v{ver}", 2),
            (f"https://gitlab.com/{self.pick(GITLAB_GROUPS)}/{o}/{c}/-/issues", 2),
            (f"https://codeberg.org/{o}/{c}", 1),
            (f"https://git.sr.ht/~{o}/{c}", 1),
            (f"https://sr.ht/~{o}/{c}/", 1),
            (f"https://files.pythonhosted.org/packages/{self.hexs(2)}/{self.hexs(2)}/{self.hexs(60)}/{snake}-{ver}.tar.gz", 2),
            (f"https://matrix.to/#/%23{c}:matrix.org", 1),
            (f"ssh://git@gitlab.{o}.dev:2222/{self.pick(GITLAB_GROUPS)}/{c}.git", 1),
            (f"https://bitbucket.org/{o}/{c}/src/master/", 1),
        ])

    # --- RDF / JSON-LD -------------------------------------------------------------

    def rdf(self):
        shape = self.weighted([
            ("schema", 14), ("w3c", 22), ("dbpedia", 6), ("wikidata", 8), ("ids", 8), ("local", 10),
            ("uuid", 6), ("tag", 5), ("did", 7), ("doi", 10), ("urn", 4),
        ])
        if shape == "schema":
            return f"{self.pick(['https', 'https', 'http'])}://schema.org/{self.pick(SCHEMA_TERMS)}"
        if shape == "w3c":
            ns = self.pick(sorted(W3C))
            return ns + self.pick(W3C[ns])
        if shape == "dbpedia":
            return f"http://dbpedia.org/{self.pick(['resource', 'resource', 'page', 'ontology'])}/{self.pick(DBPEDIA)}"
        if shape == "wikidata":
            return self.pick([
                f"http://www.wikidata.org/entity/Q{self.num(1, 120000000)}",
                f"http://www.wikidata.org/prop/direct/P{self.num(6, 12000)}",
                f"https://www.wikidata.org/wiki/Special:EntityData/Q{self.num(1, 9999999)}.json",
                f"http://www.wikidata.org/entity/statement/Q{self.num(1, 999999)}-{self.uuid()}",
            ])
        if shape == "ids":
            return self.pick([
                f"https://orcid.org/0000-000{self.num(1, 3)}-{self.num(1000, 9999)}-{self.num(100, 999)}{self.pick('0123456789X')}",
                f"https://ror.org/0{self.chars('abcdefghjkmnpqrstvwxyz0123456789', 6)}{self.num(10, 99)}",
                f"http://sws.geonames.org/{self.num(100000, 12000000)}/",
                f"http://id.loc.gov/authorities/subjects/sh{self.num(85000000, 2025999999)}",
                f"http://viaf.org/viaf/{self.num(10000, 999999999)}",
            ])
        if shape == "local":
            host = self.site(sub=self.pick(["data", "id", "www", "linked"]))
            return self.pick([
                f"https://{host}/id/{self.pick(['person', 'place', 'dataset', 'item'])}/{self.num(1, 999999)}",
                f"https://{host}/people/{self.pick(PEOPLE)}#me",
                f"https://{host}/graph/{self.num(1, 99)}#{self.pick(['b', 'n', 'genid'])}{self.num(0, 999)}",
                f"https://{host}/ns/{self.pick(['core', 'ext', 'vocab'])}#{self.pick(SCHEMA_TERMS)}",
                f"https://{host}/.well-known/genid/{self.hexs(16)}",
                f"https://{host}/api/ld/{self.pick(['collection', 'context'])}.jsonld",
            ])
        if shape == "uuid":
            return f"urn:uuid:{self.uuid()}"
        if shape == "tag":
            return f"tag:{self.site(sub='')},{self.num(2004, 2025)}-{self.num(1, 12):02d}-{self.num(1, 28):02d}:{self.pick(['entry', 'post', 'photo', 'note'])}/{self.num(1, 99999)}" if self.chance(0.7) else f"tag:{self.pick(PEOPLE).replace('.', '')}@{self.site(sub='')},{self.num(2004, 2025)}:{self.pick(SLUG)}"
        if shape == "did":
            return self.pick([
                f"did:web:{self.site(sub='')}",
                f"did:web:{self.site(sub='')}:users:{self.pick(PEOPLE).replace('.', '-')}",
                f"did:key:z6Mk{self.chars(BASE58, 44)}",
                f"did:plc:{self.chars(BASE32, 24)}",
                f"did:example:{self.hexs(20)}#keys-{self.num(1, 4)}",
                f"did:web:{self.site(sub='')}#{self.pick(['key-1', 'owner', 'z6Mk' + self.chars(BASE58, 12)])}",
            ])
        if shape == "doi":
            prefix = f"10.{self.num(1000, 99999)}"
            suffix = self.weighted([
                (f"j.{self.pick(JOURNALS)}.{self.num(2000, 2025)}.{self.num(1, 12):02d}.{self.num(1, 999):03d}", 4),
                (f"s{self.num(41467, 41599)}-0{self.num(18, 25)}-{self.num(10000, 99999)}-{self.num(0, 9)}", 3),
                (f"{self.pick(JOURNALS)}.{self.num(1, 99999)}", 3),
                (f"0{self.num(100, 999)}-{self.num(1000, 9999)}({self.num(1990, 2005)}){self.num(10, 99)}:{self.num(1, 12)}%3C{self.num(100, 999)}::AID-{self.pick(['ASI', 'JEZ', 'BIT'])}{self.num(1, 9)}%3E3.0.CO;2-{self.pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ')}", 1),
                (f"zenodo.{self.num(100000, 9999999)}", 2),
                (f"arXiv.{self.num(1501, 2512)}.{self.num(1, 19999):05d}", 2),
            ])
            return self.weighted([(f"https://doi.org/{prefix}/{suffix}", 8), (f"http://dx.doi.org/{prefix}/{suffix}", 1), (f"info:doi/{prefix}/{suffix}", 1), (f"doi:{prefix}/{suffix}", 1)])
        return self.pick([
            f"urn:oid:2.16.840.1.113883.{self.num(1, 20)}.{self.num(1, 999)}",
            f"urn:oid:1.3.6.1.4.1.{self.num(1, 60000)}",
            f"urn:lsid:ubio.org:namebank:{self.num(1, 9999999)}",
            f"urn:epc:id:sgtin:{self.num(100000, 999999)}.{self.num(100000, 999999)}.{self.num(1, 99999)}",
            f"urn:lex:{self.pick(['eu', 'br', 'it'])}:{self.pick(['council', 'federal', 'stato'])}:{self.pick(['directive', 'lei', 'decreto'])}:{self.num(1990, 2025)}-{self.num(1, 12):02d}-{self.num(1, 28):02d};{self.num(1, 999)}",
        ])

    # --- long http -----------------------------------------------------------------

    def long_http(self):
        while True:
            out = self._long_http()
            n = len(out.encode())
            r = recipe.Ref(out)
            segs = len(r.path.split("/")) - 1 if r.path else 0
            if 50 <= n <= 120 and (segs >= 4 or r.query_params() >= 2):
                return out

    def _long_http(self):
        shape = self.weighted([("api", 5), ("shop", 5), ("tracked", 4), ("console", 2), ("maps", 1), ("docs", 3), ("media", 2)])
        host = self.site()
        if self.chance(0.03):
            host += f":{self.pick(['8443', '9443', '8080'])}"
        if shape == "api":
            o, c = self.pick(OWNERS), self.pick(CRATES)
            return f"https://api.{self.site(sub='')}/{self.pick(['v3', 'v2', 'v1'])}/{self.pick(['repos', 'projects', 'orgs'])}/{o}/{c}/{self.pick(['pulls', 'issues', 'commits', 'runs'])}/{self.num(1, 9999)}/{self.pick(['comments', 'reviews', 'files', 'jobs'])}?per_page={self.pick([30, 50, 100])}&page={self.num(1, 20)}"
        if shape == "shop":
            term = urllib.parse.quote(self.pick(FOREIGN), safe="") if self.chance(0.15) else "+".join(self.pick(SLUG) for _ in range(self.num(1, 2)))
            q = [f"q={term}", f"sort={self.pick(['price_asc', 'newest', 'rating'])}", f"page={self.num(1, 30)}", f"size={self.pick(['S', 'M', 'L', '42', '9.5'])}", f"color={self.pick(['black', 'navy', 'olive', 'sand'])}", f"price={self.num(10, 50)}-{self.num(60, 300)}", f"brand={self.pick(SITES).split('-')[0]}"]
            self.r.shuffle(q)
            return f"{self.scheme(0.95)}://{host}/{self.pick(LANG_REGIONS)}/{self.pick(SHOP_COLLECTIONS)}/{self.pick(PRODUCTS).split('-')[0]}/search?{'&'.join(q[: self.num(2, 4)])}"
        if shape == "tracked":
            params = self.pick([
                [f"mtm_campaign={self.pick(['spring', 'digest', 'launch'])}-{self.num(2023, 2025)}", f"mtm_source={self.pick(['newsletter', 'mastodon', 'partner'])}", f"mtm_medium={self.pick(['email', 'social', 'cpc'])}"],
                [f"gclid={self.chars(B64URL, 24)}"],
                [f"fbclid={self.chars(B64URL, 28)}"],
                [f"pk_campaign={self.pick(SLUG)}", f"pk_kwd={self.pick(SLUG)}"],
                [f"mc_cid={self.hexs(10)}", f"mc_eid={self.hexs(10)}"],
            ])
            if self.chance(0.15):  # a login or consent wall's way back
                params = [f"return_to={urllib.parse.quote('/' + self.pick(SECTIONS) + '/', safe='')}"] + params[:1]
            return f"https://{host}/{self.pick(SECTIONS)}/{self.date_path()}/{self.slug(2, 5)}?{'&'.join(params)}"
        if shape == "console":
            region = self.pick(["eu-central-1", "us-east-2", "ap-southeast-1", "europe-west4"])
            return f"https://console.{self.site(sub='')}/{self.pick(['lambda', 'functions', 'compute', 'storage'])}/home?region={region}#/{self.pick(['functions', 'buckets', 'instances'])}/{self.pick(CRATES)}?tab={self.pick(['code', 'monitoring', 'config'])}"
        if shape == "maps":
            lat, lng = f"{self.num(-60, 70)}.{self.num(0, 999999):06d}", f"{self.num(-179, 179)}.{self.num(0, 999999):06d}"
            return f"https://maps.{self.site(sub='')}/place/{self.pick(SLUG).capitalize()}+{self.pick(SLUG).capitalize()}/@{lat},{lng},{self.num(10, 19)}z/data=!4m2!3m1!1s0x0?hl={self.pick(['en', 'de', 'fr'])}&entry=ttu"
        if shape == "docs":
            return f"https://{self.pick(['docs', 'developer', 'help'])}.{self.site(sub='')}/{self.pick(['en', 'en-us', 'de'])}/{self.pick(['latest', 'v2', '2024.1'])}/{self.pick(['guides', 'reference', 'api'])}/{self.pick(API_RESOURCES)}/{self.pick(['create', 'list', 'update'])}.html#{self.pick(['parameters', 'example', 'errors', 'response-body'])}"
        return f"https://{self.pick(['media', 'cdn', 'img'])}.{self.site(sub='')}/{self.pick(['video', 'images', 'audio'])}/{self.num(2015, 2025)}/{self.num(1, 12):02d}/{self.hexs(8)}/{self.pick(['1080p', '720p', 'master', 'original'])}.{self.pick(['m3u8', 'mp4', 'jpg'])}?token={self.chars(B64URL, 16)}&expires={self.num(1700000000, 1800000000)}"

    # --- IP hosts -------------------------------------------------------------------

    def ip_host(self):
        v6 = self.chance(0.3)
        host = f"[{self.ipv6()}]" if v6 else self.ipv4()
        return self.weighted([
            (f"http://{host}:{self.pick(['9100', '9090', '9100', '8080', '9113', '9256'])}/metrics", 6),
            (f"http://{host}/{self.pick(['', 'login.html', 'cgi-bin/luci', 'admin/index.asp', 'setup.cgi?next_file=netgear.cfg'])}", 4),
            (f"http://{self.pick(['admin:admin@', 'root:@', 'user:1234@', ''])}{host}{self.pick(['', ':8080', ':8888'])}/", 2),
            (f"rtsp://{self.pick(['admin:12345@', 'admin:admin@', ''])}{host}:554/{self.pick(['Streaming/Channels/101', 'cam/realmonitor?channel=1&subtype=0', 'live/ch00_0', 'h264Preview_01_main'])}", 2),
            ("http://169.254.169.254/latest/meta-data/" + self.pick(["", "iam/security-credentials/", "instance-id", "placement/region"]), 2),
            (f"http://127.0.0.1:{self.pick(['3000', '5000', '8000', '4200', '5173', '8888'])}/{self.pick(['', 'api/health', 'docs', 'graphql', '?token=' + self.hexs(48)])}", 4),
            (f"http://[::1]:{self.pick(['3000', '8080', '5432', '6006'])}/{self.pick(['', 'index.html', 'api/v1/status'])}", 2),
            (f"https://{host}:{self.pick(['6443', '8443', '10250', '2379'])}/{self.pick(['api/v1/nodes', 'healthz', 'version', 'apis/apps/v1/namespaces/default/deployments'])}", 3),
            (f"redis://{host}:6379/{self.num(0, 15)}", 1),
            (f"amqp://{self.pick(['guest:guest@', 'app:s3cret@'])}{host}:5672/%2F", 1),
            (f"postgres://{self.pick(['app', 'readonly', 'postgres'])}@{host}:5432/{self.pick(['orders', 'analytics', 'postgres'])}?sslmode={self.pick(['disable', 'require', 'verify-full'])}", 2),
            (f"coap://{host}/.well-known/core" if v6 else f"coap://{host}:5683/{self.pick(['sensors/temp', 'actuators/led', '.well-known/core'])}", 1),
            (f"ftp://{self.pick(['anonymous@', 'ftpuser:ftp@', ''])}{host}/pub/{self.pick(['firmware', 'mirror', 'incoming'])}/", 1),
            (f"http://{host}:{self.pick(['8080', '8000'])}/{self.pick(API_RESOURCES)}?{self.pick(['id', 'q', 'from'])}={self.num(1, 999)}#{self.pick(['top', 'result'])}", 1),
            (f"//{host}/{self.pick(['share', 'public', 'backup'])}/{self.pick(SLUG)}", 1),
            (f"ldap://{host}/{self.pick(['ou=people,dc=corp,dc=lan', 'cn=admin,dc=example'])}?{self.pick(['uid', 'mail', 'cn'])}?sub", 1),
        ])

    # --- no authority -----------------------------------------------------------------

    def no_authority(self):
        shape = self.weighted([
            ("mailto", 20), ("tel", 12), ("sms", 3), ("geo", 5), ("data", 8), ("xmpp", 4), ("sip", 6),
            ("cid", 3), ("news", 2), ("urn", 10), ("bitcoin", 3), ("spotify", 3), ("misc", 8), ("file", 4),
        ])
        if shape == "mailto":
            addrs = [f"{self.pick(MAIL_USERS)}@{self.site(sub='')}" for _ in range(self.weighted([(1, 8), (2, 2)]))]
            out = "mailto:" + ",".join(addrs)
            params = []
            if self.chance(0.45):
                params.append(f"subject={self.pick(MAIL_SUBJECTS)}")
            if self.chance(0.2):
                params.append(f"body={self.pick(MAIL_BODIES)}")
            if self.chance(0.1):
                params.append(f"cc={self.pick(MAIL_USERS)}%40{self.site(sub='')}")
            if not addrs or self.chance(0.05):
                out = "mailto:"
                params.insert(0, f"to={self.pick(MAIL_USERS)}%40{self.site(sub='')}")
            return out + ("?" + "&".join(params) if params else "")
        if shape == "tel":
            return self.weighted([
                (f"tel:+{self.pick(['1', '44', '49', '33', '81', '61', '353'])}-{self.num(20, 999)}-{self.num(100, 999)}-{self.num(1000, 9999)}", 5),
                (f"tel:+{self.num(1, 99)}{self.num(100000000, 999999999)}", 3),
                (f"tel:+1-{self.num(200, 999)}-555-{self.num(100, 199):04d};ext={self.num(1, 9999)}", 1),
                (f"tel:{self.num(1000, 9999)};phone-context=+{self.num(1, 99)}-{self.num(100, 999)}", 1),
                (f"tel:{self.num(100, 999)}-{self.num(1000, 9999)};phone-context={self.site(sub='')}", 1),
            ])
        if shape == "sms":
            return f"sms:+{self.num(1, 99)}{self.num(100000000, 999999999)}" + (f"?body={self.pick(MAIL_BODIES)}" if self.chance(0.6) else "")
        if shape == "geo":
            out = f"geo:{self.num(-89, 89)}.{self.num(0, 999999)},{self.num(-179, 179)}.{self.num(0, 999999)}"
            if self.chance(0.3):
                out += f",{self.num(0, 4000)}"
            if self.chance(0.4):
                out += f";u={self.num(1, 500)}"
            if self.chance(0.1):
                out += ";crs=wgs84"
            return out
        if shape == "data":
            return self.weighted([
                ("data:,Hello%2C%20World%21", 1),
                (f"data:text/plain;charset={self.pick(['US-ASCII', 'utf-8', 'iso-8859-7'])},{self.pick(['%e1%eb%f6', 'greek%20text', 'line%201%0Aline%202'])}", 2),
                (f"data:image/gif;base64,R0lGODlh{self.chars(B62 + '+/', self.num(16, 60))}=", 3),
                (f"data:image/png;base64,iVBORw0KGgo{self.chars(B62 + '+/', self.num(20, 90))}==", 3),
                (f"data:application/octet-stream;base64,{self.chars(B62 + '+/', self.num(8, 40))}", 1),
                (f"data:text/css,{urllib.parse.quote('body{margin:0;color:#' + self.hexs(6) + '}', safe='')}", 1),
                (f"data:text/html;charset=utf-8,{urllib.parse.quote('<p>' + self.pick(SLUG) + '</p>', safe='')}", 1),
            ])
        if shape == "xmpp":
            return f"xmpp:{self.pick(MAIL_USERS).split('+')[0]}@{self.site(sub='')}" + self.pick(["", "?message", f"?message;subject={self.pick(MAIL_SUBJECTS)}", "?join", "?subscribe", f"/{self.pick(['phone', 'laptop', 'desk'])}"])
        if shape == "sip":
            return f"{self.pick(['sip', 'sip', 'sips'])}:{self.pick(MAIL_USERS).split('+')[0]}@{self.site(sub=self.pick(['', 'voip', 'pbx']))}" + self.pick(["", ";transport=tcp", ";transport=tls", f":{self.pick(['5060', '5061'])}", "?subject=project%20x&priority=urgent"])
        if shape == "cid":
            return f"{self.pick(['cid', 'mid'])}:{self.pick(['part', 'image', 'msg'])}{self.num(1, 9)}.{self.hexs(8)}@{self.site(sub='')}"
        if shape == "news":
            return f"news:{self.pick(['comp', 'rec', 'sci', 'alt'])}.{self.pick(['lang', 'arts', 'bicycles', 'crypt'])}.{self.pick(['rust', 'misc', 'tech', 'announce'])}"
        if shape == "urn":
            return self.pick(URNS)
        if shape == "bitcoin":
            return f"bitcoin:bc1q{self.chars(BASE32.replace('b', '').replace('i', '').replace('o', ''), 38)}" + self.pick(["", f"?amount={self.num(0, 2)}.{self.num(1, 99999):05d}", f"?amount=0.{self.num(1, 999):03d}&label={self.pick(SITES)}&message=Invoice%20{self.num(100, 9999)}"])
        if shape == "spotify":
            return f"spotify:{self.pick(['track', 'album', 'playlist', 'artist'])}:{self.chars(B62, 22)}"
        if shape == "file":
            return f"file:{self.pick(['/etc/', '/var/log/', '/usr/share/doc/', '/opt/'])}{self.pick(CRATES)}/{self.pick(['config.toml', 'README', 'access.log', 'index.html'])}"
        return self.pick([
            "about:blank", "about:srcdoc", "javascript:void(0)", "javascript:history.back()",
            f"maps:?q={self.pick(SLUG)}+{self.pick(SLUG)}&ll={self.num(-60, 70)}.{self.num(0, 9999)},{self.num(-170, 170)}.{self.num(0, 9999)}",
            f"jar:file:/opt/{self.pick(CRATES)}/lib/{self.pick(CRATES)}-{self.num(1, 5)}.{self.num(0, 9)}.jar!/META-INF/MANIFEST.MF",
            f"market:details?id=com.{self.pick(SITES).replace('-', '')}.app",
            f"itms-apps:itunes.apple.com/app/id{self.num(100000000, 1999999999)}",
            f"sip:{self.num(100, 999)}@{self.ipv4()}",
            f"urn:uuid:{self.uuid()}",
        ])

    # --- relative references --------------------------------------------------------------

    def relative(self):
        shape = self.weighted([("up", 14), ("same", 12), ("root", 16), ("query", 9), ("fragment", 9), ("network", 7), ("file", 8), ("dots", 3), ("colon", 2), ("mixed", 8)])
        ext = self.pick(["css", "js", "png", "svg", "jpg", "html", "pdf", "woff2"])
        name = self.pick(["style", "main", "logo", "banner", "icon-" + self.pick(SLUG), "print", "app", "hero@2x", "index", "page" + str(self.num(2, 9))])
        dirs = ["css", "js", "img", "images", "assets", "fonts", "docs", "media", "lib"]
        if shape == "up":
            return "../" * self.weighted([(1, 6), (2, 3), (3, 1)]) + f"{self.pick(dirs)}/{name}.{ext}"
        if shape == "same":
            return self.pick(["", "./"]) + f"{self.pick(dirs)}/{name}.{ext}" + self.pick(["", "", "", f"?v={self.num(1, 99)}"])
        if shape == "root":
            return self.pick([
                f"/{self.pick(SECTIONS)}/", f"/{self.pick(SECTIONS)}/{self.slug(2, 5)}",
                f"/{self.pick(LANG_REGIONS)}/{self.pick(['about', 'contact', 'privacy'])}",
                f"/{self.pick(ASSET_DIRS)}/{name}.{self.hexs(8)}.{ext}", f"/tag/{self.pick(SLUG)}",
                f"/{self.pick(SHOP_COLLECTIONS)}/{self.pick(PRODUCTS)}", "/", f"/#{self.pick(['top', 'main'])}",
            ])
        if shape == "query":
            return self.pick([f"?page={self.num(2, 50)}", f"?sort={self.pick(['price', 'date'])}&dir={self.pick(['asc', 'desc'])}", f"?lang={self.pick(LANG_REGIONS)}", f"?replytocom={self.num(10, 9999)}#respond", "?", f"?q={self.pick(SLUG)}+{self.pick(SLUG)}"])
        if shape == "fragment":
            return "#" + self.pick(["main", "content", "top", "comments", "respond", f"section-{self.num(1, 9)}", f"fn{self.num(1, 30)}", f"cite_note-{self.num(1, 90)}", "", f"/{self.pick(SECTIONS)}", "!/" + self.pick(SECTIONS)])
        if shape == "network":
            return f"//{self.pick(['cdn', 'fonts', 'static', 'cdnjs'])}.{self.site(sub='')}/{self.pick(['ajax/libs', 'npm', 'css2', 'lib'])}/{self.pick(CRATES)}@{self.num(1, 9)}.{self.num(0, 20)}.{self.num(0, 9)}/{self.pick(['dist/', ''])}{name}.min.{self.pick(['js', 'css'])}" if self.chance(0.7) else f"//{self.site()}/{self.pick(SECTIONS)}/"
        if shape == "file":
            return f"{self.slug(1, 3)}.html" + self.pick(["", "", f"#{self.pick(['usage', 'install', 'faq'])}", f"?id={self.num(1, 99)}"])
        if shape == "dots":
            return self.pick([".", "./", "..", "../", "../..", "../../", "./.", "./index.html"])
        if shape == "colon":
            return f"./{self.pick(['Special', 'Talk', 'User', 'File'])}:{self.pick(SLUG).capitalize()}"
        return f"{self.pick(['list', 'detail', 'view'])}.{self.pick(['php', 'jsp', 'aspx'])}" + self.pick([f";jsessionid={self.chars('0123456789ABCDEF', 16)}", f"?id={self.num(1, 9999)}", f"?id={self.num(1, 99)}&mode={self.pick(['print', 'full'])}", ""])

    # --- IRIs --------------------------------------------------------------------------------

    def iri_http(self):
        lang = self.pick(sorted(WIKI))
        titles, sections, search = WIKI[lang]
        title = self.pick(titles)
        shape = self.weighted([("article", 10), ("section", 5), ("search", 3), ("dbpedia", 3), ("idn", 8), ("mobile", 2), ("query", 2), ("userinfo", 1), ("private", 1)])
        if shape == "article":
            return f"https://{lang}.wikipedia.org/wiki/{title}"
        if shape == "section":
            return f"https://{lang}.wikipedia.org/wiki/{title}#{self.pick(sections)}"
        if shape == "search":
            return f"https://{lang}.wikipedia.org/w/index.php?search={title.replace('_', '+')}&title={search}&ns0=1"
        if shape == "dbpedia":
            return f"http://{lang}.dbpedia.org/{self.pick(['resource', 'page'])}/{title}"
        if shape == "mobile":
            return f"https://{lang}.m.wikipedia.org/wiki/{title}" + (f"?oldid={self.num(1000, 99999999)}" if self.chance(0.5) else "")
        if shape == "userinfo":
            user = self.pick([u for u, _ in IRI_MAIL])
            return f"ftp://{user}@{self.pick(IDN_HOSTS)[0]}/{self.pick(self.pick(IDN_HOSTS)[1])}/"
        host, words = self.pick(IDN_HOSTS)
        if shape == "query":
            return f"https://{self.site()}/search?q={title}" + (f"&lang={lang}" if self.chance(0.5) else "")
        if shape == "private":  # private-use characters, which only a query takes
            return f"https://{self.site()}/fonts/glyphs?char={self.pick(PRIVATE_USE)}&font={self.pick(['powerline', 'custom'])}"
        path = "/".join(self.pick(words) for _ in range(self.num(0, 3)))
        port = f":{self.pick(['8080', '8443'])}" if self.chance(0.05) else ""
        tail = self.pick(["", "", ".html", "/"]) if path else ""
        frag = f"#{self.pick(words)}" if self.chance(0.15) else ""
        return f"{self.pick(['https', 'https', 'http'])}://{self.pick(['', '', 'www.'])}{host}{port}/{path}{tail}{frag}"

    def iri_relative(self):
        lang = self.pick(sorted(WIKI))
        titles, sections, _ = WIKI[lang]
        host, words = self.pick(IDN_HOSTS)
        return self.weighted([
            (f"/wiki/{self.pick(titles)}", 4),
            (f"/wiki/{self.pick(titles)}#{self.pick(sections)}", 2),
            (f"#{self.pick(sections)}", 2),
            (f"../{self.pick(words)}/{self.pick(words)}.html", 2),
            (f"./{self.pick(words)}/", 1),
            (f"{self.pick(words)}.html", 1),
            (f"?q={self.pick(titles)}", 1),
            (f"//{host}/{self.pick(words)}", 1),
            (f"/{self.pick(words)}/{self.pick(words)}?page={self.num(2, 9)}", 1),
        ])

    def iri_other(self):
        local, domain = self.pick(IRI_MAIL)
        host, words = self.pick(IDN_HOSTS)
        lang = self.pick(sorted(WIKI))
        titles = WIKI[lang][0]
        return self.weighted([
            (f"mailto:{local}@{domain}", 4),
            (f"mailto:{local}@{domain}?subject={self.pick(titles)}", 2),
            (f"file:///home/{local}/{self.pick(words)}/{self.pick(titles)}.txt", 2),
            (f"xmpp:{local}@{domain}", 1),
            (f"tag:{host},{self.num(2005, 2025)}:{self.pick(words)}", 1),
            (f"urn:x-{lang}:{self.pick(titles)}", 1),
            (f"geo:{self.num(-80, 80)}.{self.num(0, 9999)},{self.num(-170, 170)}.{self.num(0, 9999)}?q={self.pick(titles)}", 1),
        ])


VALID_KINDS = [
    ("crawl", 800, Gen.crawl),
    ("access-log", 800, Gen.access_log),
    ("sitemap", 600, Gen.sitemap),
    ("manifest", 600, Gen.manifest),
    ("rdf", 700, Gen.rdf),
    ("long-http", 800, Gen.long_http),
    ("ip-host", 500, Gen.ip_host),
    ("no-authority", 600, Gen.no_authority),
    ("relative", 500, Gen.relative),
]
IRI_KINDS = [("iri-http", 400, Gen.iri_http), ("iri-relative", 150, Gen.iri_relative), ("iri-other", 100, Gen.iri_other)]


def unique(gen, kind, count, make, check, want=lambda text: True):
    seen, rows = set(), []
    for _ in range(count * 200):
        if len(rows) == count:
            return rows
        text = make(gen)
        if not text or text in seen or not want(text):
            continue
        if not check(text):
            sys.exit(f"generated an invalid reference ({kind}): {text!r}")
        seen.add(text)
        rows.append((kind, text))
    sys.exit(f"only {len(rows)} distinct references of kind {kind} (of {count})")


def build():
    valid = []
    for kind, count, make in VALID_KINDS:
        valid += unique(Gen(f"{SEED}:valid:{kind}"), kind, count, make, recipe.is_uri_reference)
    iri = []
    for kind, count, make in IRI_KINDS:
        # An IRI here holds at least one character that is not ASCII.
        iri += unique(Gen(f"{SEED}:iri:{kind}"), kind, count, make, recipe.is_iri_reference, lambda t: not t.isascii())
    sources = [text for _, text in valid]
    iris = [text for _, text in iri]
    return {
        "valid.tsv": valid,
        "refused.tsv": recipe.refused_rows(random.Random(f"{SEED}:refused"), sources, 300, iri=False),
        "iri.tsv": iri,
        "iri-refused.tsv": recipe.refused_rows(random.Random(f"{SEED}:iri-refused"), iris, 150, iri=True),
        "resolve.tsv": recipe.resolve_rows(random.Random(f"{SEED}:resolve"), sources, 350),
        "normalize.tsv": recipe.normalize_rows(random.Random(f"{SEED}:normalize"), sources, 350),
    }


if __name__ == "__main__":
    recipe.main(__doc__, HERE, build, __file__)
