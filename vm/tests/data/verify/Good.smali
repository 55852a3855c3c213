# Valid code exercising the verifier's harder rules; every method must verify.
.class public LGood;
.super LBase;
.implements Ljava/lang/Runnable;

.field public x:I
.field public o:Ljava/lang/Object;

# Field store on this before super.<init> (as javac does for inner classes).
.method public constructor <init>()V
    .registers 2
    const/4 v0, 3
    iput v0, p0, LGood;->x:I
    invoke-direct {p0}, LBase;-><init>()V
    return-void
.end method

# Delegates to another constructor of the same class.
.method public constructor <init>(I)V
    .registers 2
    invoke-direct {p0}, LGood;-><init>()V
    iput p1, p0, LGood;->x:I
    return-void
.end method

.method public run()V
    .registers 1
    return-void
.end method

.method static use(Ljava/lang/Object;)V
    .registers 1
    return-void
.end method

# Copies of a new-instance result all become initialized.
.method static initCopies()V
    .registers 2
    new-instance v0, LGood;
    move-object v1, v0
    invoke-direct {v0}, LGood;-><init>()V
    invoke-virtual {v1}, LGood;->run()V
    return-void
.end method

# new-instance in a loop: the previous iteration's object is initialized first.
.method static allocLoop(I)V
    .registers 3
    :top
    new-instance v0, LGood;
    invoke-direct {v0}, LGood;-><init>()V
    invoke-static {v0}, LGood;->use(Ljava/lang/Object;)V
    add-int/lit8 p0, p0, -1
    if-gtz p0, :top
    return-void
.end method

# null merges with references; two subclasses merge to their superclass.
.method static merges(ZLGood;LSibling;)LBase;
    .registers 5
    const/4 v0, 0
    if-eqz p0, :a
    move-object v0, p1
    goto :b
    :a
    move-object v0, p2
    :b
    invoke-virtual {v0}, LBase;->hashCode()I
    return-object v0
.end method

# Constants are untyped until used: the same 0 as int, float and null.
.method static constants()F
    .registers 3
    const/4 v0, 0
    add-int/lit8 v1, v0, 1
    add-float v2, v0, v0
    invoke-static {v0}, LGood;->use(Ljava/lang/Object;)V
    const-wide/16 v0, 5
    add-double v0, v0, v0
    const v2, 1.5f
    return v2
.end method

# Overlapping wide moves stay paired.
.method static wideMoves(J)J
    .registers 5
    move-wide v0, p0
    move-wide v1, v0
    move-wide/from16 v2, v1
    long-to-int v0, v2
    int-to-long v0, v0
    return-wide v0
.end method

# Handlers see the registers from before the throwing instruction.
.method static handlers(Ljava/lang/Object;)I
    .registers 3
    const/4 v0, 1
    :start
    invoke-virtual {p0}, Ljava/lang/Object;->hashCode()I
    move-result v0
    const-string v1, "after"
    :end
    .catch Ljava/lang/RuntimeException; {:start .. :end} :h1
    .catchall {:start .. :end} :h2
    return v0
    :h1
    move-exception v1
    invoke-virtual {v1}, Ljava/lang/Object;->hashCode()I
    return v0
    :h2
    move-exception v1
    throw v1
.end method

# Arrays: element types flow through aget-object, filled-new-array, fill-array-data.
.method static arrays([[I)I
    .registers 5
    const/4 v0, 0
    aget-object v1, p0, v0
    aget v2, v1, v0
    const/4 v3, 1
    filled-new-array {v2, v3}, [I
    move-result-object v1
    fill-array-data v1, :data
    array-length v2, v1
    aput v2, v1, v0
    const/4 v3, 2
    new-array v3, v3, [Ljava/lang/String;
    const-string v4, "s"
    aput-object v4, v3, v0
    return v2
    :data
    .array-data 4
        0x1
        0x2
    .end array-data
.end method

# check-cast refines a reference; switch over an int.
.method static casts(Ljava/lang/Object;I)I
    .registers 4
    check-cast p0, LGood;
    iget v0, p0, LGood;->x:I
    sparse-switch p1, :sw
    return v0
    :case
    const/16 v0, 9
    return v0
    :sw
    .sparse-switch
        0x1 -> :case
        0x64 -> :case
    .end sparse-switch
.end method

# The register map test checks this method's GC points.
.method static gcmap(Ljava/lang/String;I)V
    .registers 4
    const/4 v0, 0
    new-instance v1, LGood;
    invoke-direct {v1}, LGood;-><init>()V
    invoke-static {v2}, LGood;->use(Ljava/lang/Object;)V
    const/4 v1, 0
    :loop
    add-int/lit8 v3, v3, -1
    if-gtz v3, :loop
    return-void
.end method

# Interface and unknown (boot) classes are accepted where they cannot be decided.
.method static iface(Ljava/lang/Runnable;LGood;)V
    .registers 2
    invoke-interface {p0}, Ljava/lang/Runnable;->run()V
    invoke-interface {p1}, Ljava/lang/Runnable;->run()V
    const-string v0, "x"
    invoke-static {v0}, LGood;->use(Ljava/lang/Object;)V
    return-void
.end method
