//! Class-path entries as ART opens them (art/libdexfile/dex/dex_file_loader.cc): a file that
//! starts with the DEX magic is one DEX file; a zip archive (.jar, .apk) contributes
//! `classes.dex`, then `classes2.dex`, `classes3.dex`, ... up to the first missing number
//! (multidex order). Host side only: the `dexmetal` CLI reads its inputs here, and xtask
//! unpacks archives here before packing DEX files into a board's boot payload. The zip
//! format is read with the `zip` crate (pure Rust inflate); nothing is hand-written.

use std::fmt;
use std::io::Read;
use std::path::Path;

/// One DEX file of a class-path entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dex {
    /// `app.dex`, or `app.apk!classes2.dex` for an archive member (ART's spelling).
    pub name: String,
    /// The archive member (`classes2.dex`), or `None` for a bare DEX file.
    pub member: Option<String>,
    pub bytes: Vec<u8>,
}

/// Why an entry could not be read.
#[derive(Debug)]
pub struct Error {
    pub path: String,
    pub message: String,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path, self.message)
    }
}

impl std::error::Error for Error {}

const DEX_MAGIC: &[u8] = b"dex\n";
/// A local file header, or the end record of an empty archive.
const ZIP_MAGICS: [&[u8]; 2] = [b"PK\x03\x04", b"PK\x05\x06"];
/// ART refuses DEX files over 4 GiB; an archive member that inflates past this is more
/// likely a zip bomb than code.
const MAX_DEX: u64 = 1 << 30;

/// The DEX files of the class-path entry at `path`, in class-path order.
pub fn read(path: &Path) -> Result<Vec<Dex>, Error> {
    let name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| Error {
        path: name.clone(),
        message: e.to_string(),
    })?;
    from_bytes(&name, bytes)
}

/// [`read`] for bytes already in memory; `name` is used in messages and entry names.
pub fn from_bytes(name: &str, bytes: Vec<u8>) -> Result<Vec<Dex>, Error> {
    let err = |message: String| Error {
        path: name.to_string(),
        message,
    };
    if bytes.starts_with(DEX_MAGIC) {
        return Ok(vec![Dex {
            name: name.to_string(),
            member: None,
            bytes,
        }]);
    }
    if !ZIP_MAGICS.iter().any(|m| bytes.starts_with(m)) {
        return Err(err(
            "neither a DEX file (magic `dex\\n`) nor a zip archive (.jar, .apk)".into(),
        ));
    }
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes))
        .map_err(|e| err(format!("not a readable zip archive: {e}")))?;
    let mut out = Vec::new();
    for i in 1.. {
        let member = if i == 1 {
            "classes.dex".to_string()
        } else {
            format!("classes{i}.dex")
        };
        let mut entry = match zip.by_name(&member) {
            Ok(e) => e,
            Err(zip::result::ZipError::FileNotFound) => break,
            Err(e) => return Err(err(format!("{member}: {e}"))),
        };
        if entry.size() > MAX_DEX {
            return Err(err(format!(
                "{member} inflates to {} bytes, over the {MAX_DEX}-byte limit",
                entry.size()
            )));
        }
        let mut data = Vec::with_capacity(entry.size() as usize);
        (&mut entry)
            .take(MAX_DEX + 1)
            .read_to_end(&mut data)
            .map_err(|e| err(format!("{member}: {e}")))?;
        if data.len() as u64 > MAX_DEX {
            return Err(err(format!("{member} inflates past {MAX_DEX} bytes")));
        }
        out.push(Dex {
            name: format!("{name}!{member}"),
            member: Some(member),
            bytes: data,
        });
    }
    if out.is_empty() {
        return Err(err(
            "the archive holds no classes.dex; dexmetal, like ART, runs DEX code \
             (a jar of JVM .class files must first be converted with d8)"
                .into(),
        ));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    fn zip_of(entries: &[(&str, &[u8])], deflate: bool) -> Vec<u8> {
        let mut w = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
        let method = if deflate {
            zip::CompressionMethod::Deflated
        } else {
            zip::CompressionMethod::Stored
        };
        for (n, data) in entries {
            w.start_file(
                *n,
                zip::write::SimpleFileOptions::default().compression_method(method),
            )
            .unwrap();
            w.write_all(data).unwrap();
        }
        w.finish().unwrap().into_inner()
    }

    #[test]
    fn a_bare_dex_is_one_entry() {
        let v = from_bytes("a.dex", b"dex\n035\0rest".to_vec()).unwrap();
        assert_eq!(v.len(), 1);
        assert_eq!(v[0].name, "a.dex");
    }

    #[test]
    fn multidex_order_stops_at_the_first_gap() {
        let z = zip_of(
            &[
                ("classes3.dex", b"dex\n035\x003"),
                ("AndroidManifest.xml", b"<manifest/>"),
                ("classes.dex", b"dex\n035\x001"),
                ("classes2.dex", b"dex\n035\x002"),
                ("classes5.dex", b"dex\n035\x005"),
            ],
            true,
        );
        let v = from_bytes("app.apk", z).unwrap();
        let names: Vec<&str> = v.iter().map(|d| d.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "app.apk!classes.dex",
                "app.apk!classes2.dex",
                "app.apk!classes3.dex"
            ]
        );
        assert_eq!(v[1].bytes, b"dex\n035\x002");
    }

    #[test]
    fn stored_members_are_read_too() {
        let v = from_bytes("a.jar", zip_of(&[("classes.dex", b"dex\n035\0x")], false)).unwrap();
        assert_eq!(v[0].bytes, b"dex\n035\0x");
    }

    #[test]
    fn an_archive_without_dex_is_a_clear_error() {
        let e = from_bytes(
            "lib.jar",
            zip_of(&[("Main.class", b"\xca\xfe\xba\xbe")], true),
        )
        .unwrap_err()
        .to_string();
        assert!(
            e.starts_with("lib.jar: the archive holds no classes.dex"),
            "{e}"
        );
        let e = from_bytes("x.bin", b"ELF...".to_vec())
            .unwrap_err()
            .to_string();
        assert!(e.contains("neither a DEX file"), "{e}");
        let mut z = zip_of(&[("classes.dex", b"dex\n035\0x")], true);
        z.truncate(z.len() - 10);
        let e = from_bytes("cut.apk", z).unwrap_err().to_string();
        assert!(e.starts_with("cut.apk: "), "{e}");
    }
}
