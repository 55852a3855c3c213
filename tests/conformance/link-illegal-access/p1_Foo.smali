.class public Lp1/Foo;
.super Ljava/lang/Object;
.source "Foo.java"

.field private static secret:I = 0x2a

.field pkgField:I

.field public final fin:I

.method public constructor <init>()V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    const/4 v0, 7
    iput v0, p0, Lp1/Foo;->pkgField:I
    const/4 v0, 1
    iput v0, p0, Lp1/Foo;->fin:I
    return-void
.end method

.method private static hidden()Ljava/lang/String;
    .registers 1
    const-string v0, "Foo.hidden"
    return-object v0
.end method

.method protected prot()Ljava/lang/String;
    .registers 2
    const-string v0, "Foo.prot"
    return-object v0
.end method

.method public static getSecret()I
    .registers 1
    sget v0, Lp1/Foo;->secret:I
    return v0
.end method

.method public static callHidden()Ljava/lang/String;
    .registers 1
    invoke-static {}, Lp1/Foo;->hidden()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
