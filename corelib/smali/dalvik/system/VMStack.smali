.class public final Ldalvik/system/VMStack;
.super Ljava/lang/Object;
.source "VMStack.java"

# Stacks of other threads, as Android's dalvik.system.VMStack (natives in
# vm/src/interp/trace.rs).

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# The trace of a live thread, innermost frame first; null when it is not alive.
.method public static native getThreadStackTrace(Ljava/lang/Thread;)[Ljava/lang/StackTraceElement;
.end method

# Every live thread (main and daemons included).
.method public static native getThreads()[Ljava/lang/Thread;
.end method
