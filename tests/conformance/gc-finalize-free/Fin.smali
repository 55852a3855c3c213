.class public LFin;
.super Ljava/lang/Object;
.source "Main.java"

.field static finalized:I

.field id:I
.field data:[I
.field partner:LFin;

.method public constructor <init>(I)V
    .locals 2
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, LFin;->id:I
    const/16 v0, 16
    new-array v0, v0, [I
    const/4 v1, 0
    aput p1, v0, v1
    mul-int/lit8 p1, p1, 3
    const/16 v1, 15
    aput p1, v0, v1
    iput-object v0, p0, LFin;->data:[I
    return-void
.end method

# Not empty, so the JVM really registers these objects for finalization. Nothing reads
# the count: finalizers may or may not run.
.method protected finalize()V
    .locals 1
    .line 10
    sget v0, LFin;->finalized:I
    add-int/lit8 v0, v0, 1
    sput v0, LFin;->finalized:I
    return-void
.end method
