.class public Ljava/lang/Runtime;
.super Ljava/lang/Object;
.source "Runtime.java"

# java.lang.Runtime over the heap (crate::heap): the sizes Dalvik 4.4 reports
# (dalvik.system native Runtime: totalMemory is the footprint, freeMemory the part of it
# not in objects, maxMemory the growth limit), one processor on these boards.

.field private static final currentRuntime:Ljava/lang/Runtime;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Ljava/lang/Runtime;
    invoke-direct {v0}, Ljava/lang/Runtime;-><init>()V
    sput-object v0, Ljava/lang/Runtime;->currentRuntime:Ljava/lang/Runtime;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static getRuntime()Ljava/lang/Runtime;
    .registers 1
    sget-object v0, Ljava/lang/Runtime;->currentRuntime:Ljava/lang/Runtime;
    return-object v0
.end method

.method public gc()V
    .registers 1
    invoke-static {}, Ljava/lang/System;->gc()V
    return-void
.end method

.method public runFinalization()V
    .registers 1
    invoke-static {}, Ljava/lang/System;->runFinalization()V
    return-void
.end method

.method public native totalMemory()J
.end method

.method public native freeMemory()J
.end method

.method public native maxMemory()J
.end method

.method public native availableProcessors()I
.end method

# Native libraries: an embedder registers a native table under a name (the VM's
# register_natives); loadLibrary binds the app's native methods to it. There is no
# dynamic linker on these boards, so a library is never a file.
.method private static native nativeLoad(Ljava/lang/String;)V
.end method

.method public loadLibrary(Ljava/lang/String;)V
    .registers 2
    invoke-static {p1}, Ljava/lang/Runtime;->nativeLoad(Ljava/lang/String;)V
    return-void
.end method

.method public load(Ljava/lang/String;)V
    .registers 5
    invoke-static {p1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    new-instance v0, Ljava/lang/UnsatisfiedLinkError;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "Can't load library: "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, " (dexmetal loads no native code from files: register a native table and call System.loadLibrary)"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/lang/UnsatisfiedLinkError;-><init>(Ljava/lang/String;)V
    throw v0
.end method
