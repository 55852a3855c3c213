.class public Ljava/lang/OutOfMemoryError;
.super Ljava/lang/VirtualMachineError;
.source "OutOfMemoryError.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/VirtualMachineError;-><init>()V
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0, p1}, Ljava/lang/VirtualMachineError;-><init>(Ljava/lang/String;)V
    return-void
.end method

