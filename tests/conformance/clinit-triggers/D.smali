.class public LD;
.super Ljava/lang/Object;
.source "D.java"

.field static d:I

.method static constructor <clinit>()V
    .registers 2
    const-string v0, "D.<clinit>"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V

    return-void
.end method
