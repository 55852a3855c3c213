//! android.util.Log (corelib/smali/android/util/Log.smali, corelib/src/log.rs): every
//! line reaches `Platform::log` with its priority, tag and message (a Throwable's trace
//! after the message), never stdout; the methods return liblog's byte counts; a null
//! message is Android's NullPointerException.

mod common;

use std::cell::RefCell;
use std::rc::Rc;

use common::CapturingPlatform;
use dexmetal_vm::vm::Platform;

type Lines = Rc<RefCell<Vec<(u32, String, String)>>>;

struct LoggingPlatform {
    out: CapturingPlatform,
    log: Lines,
}

impl Platform for LoggingPlatform {
    fn write(&mut self, fd: u32, bytes: &[u8]) {
        self.out.write(fd, bytes);
    }
    fn nanos(&self) -> u64 {
        0
    }
    fn millis(&self) -> u64 {
        0
    }
    fn log(&mut self, priority: u32, tag: &str, message: &str) {
        self.log
            .borrow_mut()
            .push((priority, tag.to_string(), message.to_string()));
    }
}

const MAIN: &str = r#"
.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method static show(I)V
    .locals 1
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .locals 4
    const-string v0, "Demo"
    const-string v1, "hello"
    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    move-result v2
    invoke-static {v2}, LMain;->show(I)V
    .line 20
    new-instance v2, Ljava/lang/IllegalStateException;
    const-string v3, "bad"
    invoke-direct {v2, v3}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    const-string v1, "failed"
    invoke-static {v0, v1, v2}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    sget v2, Landroid/util/Log;->ASSERT:I
    const/4 v3, 0
    const-string v1, "caf\u00e9"
    invoke-static {v2, v3, v1}, Landroid/util/Log;->println(ILjava/lang/String;Ljava/lang/String;)I
    move-result v2
    invoke-static {v2}, LMain;->show(I)V
    const/4 v2, 3
    invoke-static {v0, v2}, Landroid/util/Log;->isLoggable(Ljava/lang/String;I)Z
    move-result v2
    invoke-static {v2}, LMain;->show(I)V
    const/4 v2, 4
    invoke-static {v0, v2}, Landroid/util/Log;->isLoggable(Ljava/lang/String;I)Z
    move-result v2
    invoke-static {v2}, LMain;->show(I)V
    const/4 v1, 0
    :try_start
    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I
    :try_end
    .catch Ljava/lang/NullPointerException; {:try_start .. :try_end} :npe
    return-void
    :npe
    move-exception v1
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
"#;

#[test]
fn log_lines_reach_the_platform_log_not_stdout() {
    let dex = common::assemble("lib-log", &[("Main.smali", MAIN)], 15);
    let log: Lines = Rc::default();
    let (outcome, out) = common::run_wrapped(dex, |out| {
        Box::new(LoggingPlatform {
            out,
            log: log.clone(),
        })
    });
    assert!(
        matches!(outcome, dexmetal_vm::vm::Outcome::Returned),
        "{outcome:?}\n{out}"
    );
    // d: 1 + "Demo\0" + "hello\0"; println with a null tag: 1 + "\0" + "café\0" (UTF-8).
    assert_eq!(
        out,
        "12\n8\n0\n1\njava.lang.NullPointerException: println needs a message\n"
    );
    let log = log.borrow();
    assert_eq!(log.len(), 3, "{log:?}");
    assert_eq!(log[0], (3, "Demo".into(), "hello".into()));
    // e(tag, msg, tr): the message, a newline, then printStackTrace's text.
    assert_eq!(
        log[1],
        (
            6,
            "Demo".into(),
            "failed\njava.lang.IllegalStateException: bad\n\tat Main.main(Main.java:20)\n".into()
        )
    );
    assert_eq!(log[2], (7, String::new(), "caf\u{e9}".into()));
}
