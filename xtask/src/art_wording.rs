//! Rewrites HotSpot's wording of linkage-time exceptions into ART's, for the oracle's
//! normalization (`conformance::normalize_jvm_output_with`): helpful NullPointerException
//! messages (JEP 358) become ART's (runtime/common_throws.cc), and IllegalAccessError's
//! "tried to access" becomes ART's "is inaccessible to class". What HotSpot leaves out
//! and ART prints (invoke kinds, return and field types, a field's declaring class) is
//! read from the case's smali ([`SmaliFacts`]); when that is ambiguous the line is kept.

use std::collections::{BTreeMap, BTreeSet};

/// Method and field references and class structure of a case's smali sources.
#[derive(Debug, Default)]
pub struct SmaliFacts {
    /// Invoke sites: (kind word as ART prints it, class descriptor, name, parameter
    /// descriptors, return descriptor).
    invokes: BTreeSet<(String, String, String, Vec<String>, String)>,
    /// Instance field references of iget/iput: (class, name, type descriptor).
    field_refs: BTreeSet<(String, String, String)>,
    /// Class descriptor → superclass descriptor.
    supers: BTreeMap<String, String>,
    /// Declared instance fields: (class, name, type descriptor).
    declared: BTreeSet<(String, String, String)>,
}

impl SmaliFacts {
    /// Collects the facts from the texts of smali files.
    pub fn parse<'a>(sources: impl IntoIterator<Item = &'a str>) -> SmaliFacts {
        let mut f = SmaliFacts::default();
        for src in sources {
            let mut class = String::new();
            for line in src.lines() {
                let line = line.trim();
                if let Some(rest) = line.strip_prefix(".class ") {
                    class = rest.split_whitespace().last().unwrap_or("").to_string();
                } else if let Some(rest) = line.strip_prefix(".super ") {
                    f.supers.insert(class.clone(), rest.trim().to_string());
                } else if let Some(rest) = line.strip_prefix(".field ") {
                    let decl = rest.split(" = ").next().unwrap_or(rest);
                    let words: Vec<&str> = decl.split_whitespace().collect();
                    if words.contains(&"static") {
                        continue;
                    }
                    if let Some((name, ty)) = words.last().and_then(|w| w.split_once(':')) {
                        f.declared.insert((class.clone(), name.into(), ty.into()));
                    }
                } else if let Some(op) = line.split_whitespace().next() {
                    let Some(target) = line.rsplit(", ").next() else {
                        continue;
                    };
                    if let Some(kind) = op.strip_prefix("invoke-") {
                        let kind = kind.trim_end_matches("/range");
                        if let Some(r) = parse_method_ref(target) {
                            f.invokes.insert((kind.to_string(), r.0, r.1, r.2, r.3));
                        }
                    } else if op.starts_with("iget") || op.starts_with("iput") {
                        if let Some((c, rest)) = target.split_once("->") {
                            if let Some((name, ty)) = rest.split_once(':') {
                                f.field_refs.insert((c.into(), name.into(), ty.into()));
                            }
                        }
                    }
                }
            }
        }
        f
    }

    /// The class declaring instance field `name`/`ty` as seen from `class`: the first
    /// class up the smali superclass chain that declares it, else `class` itself.
    fn declaring(&self, class: &str, name: &str, ty: &str) -> String {
        let mut c = class.to_string();
        for _ in 0..64 {
            if self.declared.contains(&(c.clone(), name.into(), ty.into())) {
                return c;
            }
            match self.supers.get(&c) {
                Some(s) => c = s.clone(),
                None => break,
            }
        }
        class.to_string()
    }
}

/// `Lc;->name(params)ret` → (class, name, parameter descriptors, return descriptor).
fn parse_method_ref(s: &str) -> Option<(String, String, Vec<String>, String)> {
    let (class, rest) = s.split_once("->")?;
    let (name, rest) = rest.split_once('(')?;
    let (params, ret) = rest.split_once(')')?;
    Some((
        class.into(),
        name.into(),
        split_descriptors(params)?,
        ret.into(),
    ))
}

fn split_descriptors(mut s: &str) -> Option<Vec<String>> {
    let mut out = Vec::new();
    while !s.is_empty() {
        let dims = s.len() - s.trim_start_matches('[').len();
        let end = match s.as_bytes().get(dims)? {
            b'L' => dims + s[dims..].find(';')? + 1,
            _ => dims + 1,
        };
        out.push(s[..end].to_string());
        s = &s[end..];
    }
    Some(out)
}

/// Java spelling of a descriptor (`java.lang.String[]`), as ART prints types.
fn java_type(d: &str) -> String {
    let dims = d.len() - d.trim_start_matches('[').len();
    let base = &d[dims..];
    let mut s = match base {
        "I" => "int".to_string(),
        "J" => "long".into(),
        "Z" => "boolean".into(),
        "B" => "byte".into(),
        "C" => "char".into(),
        "S" => "short".into(),
        "F" => "float".into(),
        "D" => "double".into(),
        "V" => "void".into(),
        _ => base
            .trim_start_matches('L')
            .trim_end_matches(';')
            .replace('/', "."),
    };
    s.push_str(&"[]".repeat(dims));
    s
}

/// HotSpot's spelling in helpful NPE messages: Java names, with java.lang.Object and
/// java.lang.String (only those) shortened.
fn hotspot_type(d: &str) -> String {
    let t = java_type(d);
    for long in ["java.lang.Object", "java.lang.String"] {
        if let Some(rest) = t.strip_prefix(long) {
            if rest.is_empty() || rest.starts_with('[') {
                return format!("{}{rest}", &long["java.lang.".len()..]);
            }
        }
    }
    t
}

/// ART's message for the HotSpot NPE message `msg` (without its "because" clause), or
/// `None` when it cannot be told; `Some(None)` is ART's null message.
fn art_npe(msg: &str, facts: &SmaliFacts) -> Option<Option<String>> {
    if let Some(rest) = msg.strip_prefix("Cannot invoke \"") {
        let sig = rest.strip_suffix('"')?;
        let hits: BTreeSet<_> = facts
            .invokes
            .iter()
            .filter(|(_, c, n, ps, _)| {
                let params: Vec<String> = ps.iter().map(|p| hotspot_type(p)).collect();
                format!("{}.{n}({})", hotspot_type(c), params.join(", ")) == sig
            })
            .collect();
        let [(kind, c, n, ps, ret)] = hits.into_iter().collect::<Vec<_>>()[..] else {
            return None;
        };
        let params: Vec<String> = ps.iter().map(|p| java_type(p)).collect();
        return Some(Some(format!(
            "Attempt to invoke {kind} method '{} {}.{n}({})' on a null object reference",
            java_type(ret),
            java_type(c),
            params.join(", ")
        )));
    }
    for (hs, art) in [
        ("Cannot read field \"", "read from"),
        ("Cannot assign field \"", "write to"),
    ] {
        if let Some(rest) = msg.strip_prefix(hs) {
            let name = rest.strip_suffix('"')?;
            let hits: BTreeSet<(String, String)> = facts
                .field_refs
                .iter()
                .filter(|(_, n, _)| n == name)
                .map(|(c, n, t)| (facts.declaring(c, n, t), t.clone()))
                .collect();
            let [(decl, ty)] = &hits.into_iter().collect::<Vec<_>>()[..] else {
                return None;
            };
            return Some(Some(format!(
                "Attempt to {art} field '{} {}.{name}' on a null object reference",
                java_type(ty),
                java_type(decl)
            )));
        }
    }
    let fixed = |s: &str| Some(Some(s.to_string()));
    if msg.starts_with("Cannot load from ") && msg.ends_with(" array") {
        return fixed("Attempt to read from null array");
    }
    if msg.starts_with("Cannot store to ") && msg.ends_with(" array") {
        return fixed("Attempt to write to null array");
    }
    match msg {
        "Cannot read the array length" => fixed("Attempt to get length of null array"),
        "Cannot enter synchronized block" | "Cannot exit synchronized block" => {
            fixed("Attempt to do a synchronize operation on a null object")
        }
        // ART has thrown `throw null` without a message since 2019.
        "Cannot throw exception" => Some(None),
        _ => None,
    }
}

/// Rewrites a HotSpot helpful NullPointerException message on `line` into ART's wording.
pub fn rewrite_npe(line: &str, facts: &SmaliFacts) -> Option<String> {
    const NPE: &str = "NullPointerException: ";
    let pos = line.find(NPE)?;
    let msg = &line[pos + NPE.len()..];
    // The "because ..." clause ends with `is null`; text after it stays.
    let (head, tail) = match msg.find(" because ") {
        Some(b) => {
            let after = &msg[b..];
            let end = after.find(" is null")? + " is null".len();
            (&msg[..b], &after[end..])
        }
        None => (msg, ""),
    };
    let art = art_npe(head, facts)?;
    let prefix = &line[..pos + NPE.len() - 2];
    Some(match art {
        Some(m) => format!("{prefix}: {m}{tail}"),
        None => format!("{prefix}{tail}"),
    })
}

/// `IllegalAccessError: failed to access class C from class R (...)` → ART's
/// `Illegal class access: 'R' attempting to access 'C'` (runtime/common_throws.cc,
/// ThrowIllegalAccessErrorClass).
fn rewrite_class_iae(line: &str) -> Option<String> {
    const IAE: &str = "IllegalAccessError: failed to access class ";
    let pos = line.find(IAE)?;
    let rest = &line[pos + IAE.len()..];
    let (accessed, rest) = rest.split_once(" from class ")?;
    let referrer = rest.split(" (").next()?;
    let tail = match rest[referrer.len()..].strip_prefix(" (") {
        Some(r) => &r[r.find(')')? + 1..],
        None => "",
    };
    Some(format!(
        "{}IllegalAccessError: Illegal class access: '{referrer}' attempting to access '{accessed}'{tail}",
        &line[..pos]
    ))
}

/// `IllegalAccessError: class R tried to access [private |protected ]field C.f (...)` or
/// `... method 'SIG' (...)` → ART's `Field 'C.f' is inaccessible to class 'R'` /
/// `Method 'SIG' is inaccessible to class 'R'`.
pub fn rewrite_iae(line: &str) -> Option<String> {
    if let Some(l) = rewrite_class_iae(line) {
        return Some(l);
    }
    const IAE: &str = "IllegalAccessError: class ";
    let pos = line.find(IAE)?;
    let rest = &line[pos + IAE.len()..];
    let (referrer, rest) = rest.split_once(" tried to access ")?;
    let rest = rest
        .strip_prefix("private ")
        .or_else(|| rest.strip_prefix("protected "))
        .unwrap_or(rest);
    let (what, member, rest) = if let Some(r) = rest.strip_prefix("method '") {
        let (sig, r) = r.split_once('\'')?;
        ("Method", sig, r)
    } else if let Some(r) = rest.strip_prefix("field ") {
        let end = r.find(' ').unwrap_or(r.len());
        ("Field", &r[..end], &r[end..])
    } else {
        return None;
    };
    // Drop HotSpot's " (R and C are in unnamed module of loader 'app')".
    let tail = match rest.strip_prefix(" (") {
        Some(r) => &r[r.find(')')? + 1..],
        None => rest,
    };
    Some(format!(
        "{}IllegalAccessError: {what} '{member}' is inaccessible to class '{referrer}'{tail}",
        &line[..pos]
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn class_access_errors_take_arts_wording() {
        assert_eq!(
            rewrite_iae("java.lang.IllegalAccessError: failed to access class p1.Hidden from class Main (p1.Hidden and Main are in unnamed module of loader 'app')").as_deref(),
            Some("java.lang.IllegalAccessError: Illegal class access: 'Main' attempting to access 'p1.Hidden'")
        );
    }

    const SMALI: &str = r#"
.class public LSub;
.super LBase;
.class public LBase;
.super Ljava/lang/Object;
.field public x:I
.field public static s:I
    invoke-virtual {v0}, Ljava/lang/String;->length()I
    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I
    invoke-virtual/range {v0 .. v4}, LBase;->mix(I[Ljava/lang/String;J)V
    invoke-direct {p0}, LBase;->secret()[[Ljava/lang/Object;
    iget v1, v0, LSub;->x:I
    iput-wide v1, v0, LBase;->w:J
    iget v1, v0, LA;->dup:I
    iget v1, v0, LB;->dup:I
"#;

    fn npe(msg: &str) -> Option<String> {
        rewrite_npe(
            &format!("java.lang.NullPointerException: {msg}"),
            &SmaliFacts::parse([SMALI]),
        )
    }

    #[test]
    fn invoke_messages_take_kind_and_return_type_from_the_smali() {
        assert_eq!(
            npe("Cannot invoke \"String.length()\" because \"<local1>\" is null").as_deref(),
            Some("java.lang.NullPointerException: Attempt to invoke virtual method 'int java.lang.String.length()' on a null object reference")
        );
        assert_eq!(
            npe("Cannot invoke \"java.lang.CharSequence.length()\"").as_deref(),
            Some("java.lang.NullPointerException: Attempt to invoke interface method 'int java.lang.CharSequence.length()' on a null object reference")
        );
        assert_eq!(
            npe("Cannot invoke \"Base.mix(int, String[], long)\" because the return value of \"Main.f()\" is null").as_deref(),
            Some("java.lang.NullPointerException: Attempt to invoke virtual method 'void Base.mix(int, java.lang.String[], long)' on a null object reference")
        );
        assert_eq!(
            npe("Cannot invoke \"Base.secret()\"").as_deref(),
            Some("java.lang.NullPointerException: Attempt to invoke direct method 'java.lang.Object[][] Base.secret()' on a null object reference")
        );
        assert_eq!(npe("Cannot invoke \"Base.absent()\""), None);
    }

    #[test]
    fn field_messages_name_the_declaring_class() {
        assert_eq!(
            npe("Cannot read field \"x\" because \"<local1>\" is null").as_deref(),
            Some("java.lang.NullPointerException: Attempt to read from field 'int Base.x' on a null object reference")
        );
        assert_eq!(
            npe("Cannot assign field \"w\"").as_deref(),
            Some("java.lang.NullPointerException: Attempt to write to field 'long Base.w' on a null object reference")
        );
        // Two classes' fields share the name: ambiguous, kept.
        assert_eq!(npe("Cannot read field \"dup\""), None);
    }

    #[test]
    fn fixed_messages_and_trailing_text() {
        assert_eq!(
            npe("Cannot load from object array because \"<local2>\" is null, then more").as_deref(),
            Some("java.lang.NullPointerException: Attempt to read from null array, then more")
        );
        assert_eq!(
            npe("Cannot store to byte/boolean array").as_deref(),
            Some("java.lang.NullPointerException: Attempt to write to null array")
        );
        assert_eq!(
            npe("Cannot read the array length because \"a\" is null").as_deref(),
            Some("java.lang.NullPointerException: Attempt to get length of null array")
        );
        assert_eq!(
            npe("Cannot exit synchronized block because \"o\" is null").as_deref(),
            Some("java.lang.NullPointerException: Attempt to do a synchronize operation on a null object")
        );
        assert_eq!(
            npe("Cannot throw exception because \"<local0>\" is null").as_deref(),
            Some("java.lang.NullPointerException")
        );
        assert_eq!(npe("Something else"), None);
        assert_eq!(npe("msg 0"), None);
    }

    #[test]
    fn illegal_access_messages() {
        assert_eq!(
            rewrite_iae("java.lang.IllegalAccessError: class Main tried to access private field p1.Foo.secret (Main and p1.Foo are in unnamed module of loader 'app')").as_deref(),
            Some("java.lang.IllegalAccessError: Field 'p1.Foo.secret' is inaccessible to class 'Main'")
        );
        assert_eq!(
            rewrite_iae("x java.lang.IllegalAccessError: class p2.B tried to access protected method 'java.lang.String p1.A.f(int[])' (p2.B and p1.A are in unnamed module of loader 'app')").as_deref(),
            Some("x java.lang.IllegalAccessError: Method 'java.lang.String p1.A.f(int[])' is inaccessible to class 'p2.B'")
        );
        assert_eq!(
            rewrite_iae("java.lang.IllegalAccessError: class Main tried to access field p1.Foo.y (Main and p1.Foo are in unnamed module of loader 'app')").as_deref(),
            Some("java.lang.IllegalAccessError: Field 'p1.Foo.y' is inaccessible to class 'Main'")
        );
        assert_eq!(
            rewrite_iae("java.lang.IllegalAccessError: Update to non-static final field p1.Foo.fin attempted from a different class (Main) than the field's declaring class"),
            None
        );
    }

    #[test]
    fn descriptors_split_and_spell() {
        assert_eq!(
            split_descriptors("I[Ljava/lang/String;J[[Z").unwrap(),
            ["I", "[Ljava/lang/String;", "J", "[[Z"]
        );
        assert_eq!(java_type("[[Lp/Q;"), "p.Q[][]");
        assert_eq!(hotspot_type("[Ljava/lang/Object;"), "Object[]");
        assert_eq!(
            hotspot_type("Ljava/lang/StringBuilder;"),
            "java.lang.StringBuilder"
        );
    }
}
