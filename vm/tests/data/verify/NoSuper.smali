# Constructors that misuse the uninitialized `this`.
.class public LNoSuper;
.super Ljava/lang/Object;

.field public x:I

# Returns without calling any <init> on this.
.method public constructor <init>()V
    .registers 2
    const/4 v0, 1
    iput v0, p0, LNoSuper;->x:I
    return-void
.end method

# Calls the <init> of a class that is not its superclass.
.method public constructor <init>(I)V
    .registers 2
    invoke-direct {p0}, LOther;-><init>()V
    return-void
.end method

# Calls super.<init> on one path only.
.method public constructor <init>(Z)V
    .registers 2
    if-eqz p1, :skip
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    :skip
    return-void
.end method

# Uses this before super.<init>.
.method public constructor <init>(J)V
    .registers 3
    invoke-virtual {p0}, Ljava/lang/Object;->hashCode()I
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
