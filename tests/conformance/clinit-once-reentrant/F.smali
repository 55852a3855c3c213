.class public LF;
.super Ljava/lang/Object;
.source "F.java"

.field static count:I
.method static constructor <clinit>()V
    .registers 2
    const-string v0, "F.<clinit> start"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    invoke-static {}, LF;->bump()V
    sget v0, LF;->count:I
    invoke-static {v0}, LMain;->p(I)V
    const-string v0, "F.<clinit> end"
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method
.method static bump()V
    .registers 2
    sget v0, LF;->count:I
    add-int/lit8 v0, v0, 1
    sput v0, LF;->count:I
    return-void
.end method
