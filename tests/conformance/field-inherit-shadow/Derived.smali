.class public LDerived;
.super LBase;
.source "Derived.java"

.field public x:I
.method public constructor <init>()V
    .registers 2
    invoke-direct {p0}, LBase;-><init>()V
    const/16 v0, 10
    iput v0, p0, LDerived;->x:I
    return-void
.end method
