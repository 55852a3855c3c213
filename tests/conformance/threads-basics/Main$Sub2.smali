.class LMain$Sub2;
.super Ljava/lang/Thread;
.source "Main.java"

.method constructor <init>(Ljava/lang/Runnable;Ljava/lang/String;)V
    .registers 3
    invoke-direct {p0, p1, p2}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;Ljava/lang/String;)V
    return-void
.end method

# Overrides run() and then delegates to Thread.run(), which runs the target.
.method public run()V
    .registers 2
    .line 55
    const/4 v0, 1
    sput-boolean v0, LMain;->sub2Own:Z
    .line 56
    invoke-super {p0}, Ljava/lang/Thread;->run()V
    return-void
.end method
