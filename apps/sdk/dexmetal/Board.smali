# dexmetal.Board: the board's measurement HAL for Java (Board.java is the readable form).
# The static initializer loads the runtime's native table "board"; every method is a
# native bound from it (runtime/src/board_natives.rs).
.class public final Ldexmetal/Board;
.super Ljava/lang/Object;
.source "Board.java"

.method static constructor <clinit>()V
    .registers 1
    .line 13
    const-string v0, "board"
    invoke-static {v0}, Ljava/lang/System;->loadLibrary(Ljava/lang/String;)V
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static native name()Ljava/lang/String;
.end method

.method public static native cycles()J
.end method

.method public static native oppKhz()I
.end method

.method public static native oppMicrovolts()I
.end method

.method public static native oppModelled()Z
.end method

.method public static native energyMicrojoules()J
.end method

.method public static native energyModelled()Z
.end method
