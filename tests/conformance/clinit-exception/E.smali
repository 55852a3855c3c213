.class public LE;
.super Ljava/lang/Object;
.source "E.java"

.field static value:I
.method static constructor <clinit>()V
    .registers 3
    const-string v0, "E.<clinit> runs"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    const/16 v0, 10
    const/4 v1, 0
    div-int v2, v0, v1
    sput v2, LE;->value:I
    return-void
.end method
.method static get()I
    .registers 1
    sget v0, LE;->value:I
    return v0
.end method
