.class LMain$Helper;
.super Ljava/lang/Thread;
.source "Main.java"

# Started by Main.<clinit>, which then joins it: main's class initialization waits on
# another thread (a blocking <clinit>, as the JVM allows).
.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    return-void
.end method

.method public run()V
    .registers 3
    sget-object v0, LBase;->order:Ljava/lang/StringBuilder;
    monitor-enter v0
    const-string v1, "helper "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    monitor-exit v0
    return-void
.end method
