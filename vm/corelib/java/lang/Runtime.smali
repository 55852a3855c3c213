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
