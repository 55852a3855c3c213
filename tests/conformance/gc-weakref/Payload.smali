.class public LPayload;
.super Ljava/lang/Object;
.source "Main.java"

.field next:LPayload;
.field data:[I
.field id:I

.method public constructor <init>(I)V
    .locals 2
    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, LPayload;->id:I
    const/16 v0, 64
    new-array v0, v0, [I
    mul-int/lit8 v1, p1, 3
    const/4 p1, 0
    aput v1, v0, p1
    iput-object v0, p0, LPayload;->data:[I
    return-void
.end method
