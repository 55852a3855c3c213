//! DEX → JVM translation with Debian's enjarify 1.0.3, run by Debian's python3 through a
//! wrapper that corrects two packaging faults (below). The translation is the JVM output
//! oracle (`cargo xtask oracle`) and the `java -Xint` speed peer (`cargo xtask bench`).

use std::path::Path;
use std::process::{Command, Stdio};

/// Runs enjarify's own entry point after emptying its precomputed float/double constant
/// tables: in the packaged enjarify 1.0.3 (`enjarify/jvm/constants/lookup.py`) 387 of
/// those 395 entries produce the wrong value (`16777216.0f` is materialized as `fconst_1`),
/// while the fallback path that builds constants from integer arithmetic or `ldc` is
/// correct. Emptying the tables only changes how a constant is materialized.
///
/// enjarify also always writes class-file version 49, which the JVM refuses for interfaces
/// with default or static methods (DEX 037). With `ORACLE_CLASS_MAJOR` set (cases at api
/// 24 or above) the wrapper stamps that version instead, and `java` must run such classes
/// with bytecode verification off, because enjarify emits no StackMapTable frames. Calls
/// to methods of interfaces defined in the input are also written as InterfaceMethodref,
/// which version 52 requires for `invokestatic`/`invokespecial` on interfaces.
/// `ENJARIFY_HOME` is the directory holding the `enjarify` package.
pub const WRAPPER: &str = r#"
import os, sys
sys.path.insert(0, os.environ['ENJARIFY_HOME'])
from enjarify.jvm.constants import lookup
lookup.FLOATS.clear()
lookup.DOUBLES.clear()
major = int(os.environ.get('ORACLE_CLASS_MAJOR', '0'))
if major:
    from enjarify.jvm import writeclass
    orig = writeclass.toClassFile
    def patched(cls, opts):
        data = orig(cls, opts)
        return data[:6] + bytes([major >> 8, major & 255]) + data[8:]
    writeclass.toClassFile = patched
    # invokestatic/invokespecial of a method declared in an interface must name it through
    # an InterfaceMethodref in class files >= 52; enjarify always writes a Methodref.
    from enjarify import parsedex
    from enjarify.jvm import constantpool
    interfaces = set()
    orig_init = parsedex.DexFile.__init__
    def init(self, *args, **kwargs):
        orig_init(self, *args, **kwargs)
        for c in self.classes:
            if c.access & 0x200:
                interfaces.add(c.name)
    parsedex.DexFile.__init__ = init
    orig_method = constantpool.ConstantPoolBase.method
    def method(self, trip):
        if trip[0] in interfaces:
            return self.imethod(trip)
        return orig_method(self, trip)
    constantpool.ConstantPoolBase.method = method
from enjarify import main
sys.argv = ['enjarify'] + sys.argv[1:]
main.main()
"#;

/// Where python caches enjarify's compiled modules (a per-user directory under the
/// system's temporary directory; python writes its `.pyc` files atomically and checks them
/// against the sources' modification times, so sharing it between runs is safe).
fn pycache() -> std::path::PathBuf {
    let user = std::env::var("USER").unwrap_or_default();
    std::env::temp_dir().join(format!("dexmetal-enjarify-pycache-{user}"))
}

/// Translates `dex` into `jar`. `class_major`: the class-file version to stamp (52 for
/// inputs with default or static interface methods), or `None` for enjarify's own 49.
pub fn translate(dex: &Path, jar: &Path, class_major: Option<u16>) -> Result<(), String> {
    let python = crate::PYTHON3.find().map_err(|e| e.to_string())?;
    let package = crate::ENJARIFY.find().map_err(|e| e.to_string())?;
    let home = package.parent().unwrap_or(Path::new("/"));
    let _ = std::fs::remove_file(jar);
    let o = Command::new(&python)
        .arg("-O")
        .arg("-c")
        .arg(WRAPPER)
        .env("ENJARIFY_HOME", home)
        // `-O` (as Debian's /usr/bin/enjarify runs it) looks for `.opt-1.pyc` files, which
        // the package does not ship, so without a writable cache every run compiles
        // enjarify's modules afresh: 0.4 s of CPU per translation against 0.04 s cached.
        .env_remove("PYTHONDONTWRITEBYTECODE")
        .env("PYTHONPYCACHEPREFIX", pycache())
        .env(
            "ORACLE_CLASS_MAJOR",
            class_major.map_or(0, u32::from).to_string(),
        )
        .arg("-f")
        .arg("-o")
        .arg(jar)
        .arg(dex)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run {}: {e}", python.display()))?;
    let text = String::from_utf8_lossy(&o.stdout);
    if !o.status.success() || !jar.is_file() || !text.contains(" 0 classes had errors") {
        let _ = std::fs::remove_file(jar);
        return Err(format!(
            "enjarify failed on {}: {}{}",
            dex.display(),
            text.trim(),
            String::from_utf8_lossy(&o.stderr).trim()
        ));
    }
    Ok(())
}
