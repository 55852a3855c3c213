//! The library's generated smali is its generator's output: corelib/gen/nio_buffers.py
//! writes the typed java.nio buffers, and the committed files must be what it writes now
//! (an edit to one of them belongs in the template).

use std::path::Path;

#[test]
fn the_nio_buffers_are_the_generators_output() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("nio-buffers");
    let _ = std::fs::remove_dir_all(&out);
    std::fs::create_dir_all(&out).unwrap();
    let python = dexmetal_tools::PYTHON3
        .find()
        .unwrap_or_else(|e| panic!("{e}"));
    let o = std::process::Command::new(python)
        .arg(root.join("gen/nio_buffers.py"))
        .arg(&out)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let mut names: Vec<_> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    assert_eq!(names.len(), 24, "{names:?}");
    for n in names {
        let made = std::fs::read_to_string(out.join(&n)).unwrap();
        let committed = std::fs::read_to_string(root.join("smali/java/nio").join(&n))
            .unwrap_or_else(|e| panic!("{n} is generated but not committed: {e}"));
        assert!(
            made == committed,
            "corelib/smali/java/nio/{n} differs from corelib/gen/nio_buffers.py's output: \
             run `python3 corelib/gen/nio_buffers.py corelib/smali/java/nio`"
        );
    }
}
