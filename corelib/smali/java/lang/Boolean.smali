.class public final Ljava/lang/Boolean;
.super Ljava/lang/Object;
.source "Boolean.java"
.implements Ljava/lang/Comparable;
.implements Ljava/io/Serializable;

.field public static final TRUE:Ljava/lang/Boolean;
.field public static final FALSE:Ljava/lang/Boolean;
.field private final value:Z
.field public static final TYPE:Ljava/lang/Class;

.method public constructor <init>(Z)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-boolean p1, p0, Ljava/lang/Boolean;->value:Z
    return-void
.end method

.method public booleanValue()Z
    .registers 2
    iget-boolean v0, p0, Ljava/lang/Boolean;->value:Z
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    iget-boolean v0, p0, Ljava/lang/Boolean;->value:Z
    invoke-static {v0}, Ljava/lang/Boolean;->toString(Z)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 3
    iget-boolean v0, p0, Ljava/lang/Boolean;->value:Z
    invoke-static {v0}, Ljava/lang/Boolean;->hashCode(Z)I
    move-result v0
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 6
    instance-of v0, p1, Ljava/lang/Boolean;
    if-eqz v0, :no
    iget-boolean v0, p0, Ljava/lang/Boolean;->value:Z
    check-cast p1, Ljava/lang/Boolean;
    iget-boolean v2, p1, Ljava/lang/Boolean;->value:Z
    if-ne v0, v2, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

.method public compareTo(Ljava/lang/Boolean;)I
    .registers 6
    iget-boolean v0, p0, Ljava/lang/Boolean;->value:Z
    iget-boolean v2, p1, Ljava/lang/Boolean;->value:Z
    invoke-static {v0, v2}, Ljava/lang/Boolean;->compare(ZZ)I
    move-result v0
    return v0
.end method

.method public bridge synthetic compareTo(Ljava/lang/Object;)I
    .registers 3
    check-cast p1, Ljava/lang/Boolean;
    invoke-virtual {p0, p1}, Ljava/lang/Boolean;->compareTo(Ljava/lang/Boolean;)I
    move-result v0
    return v0
.end method

.method public static compare(ZZ)I
    .registers 3
    if-ge p0, p1, :ge
    const/4 v0, -1
    return v0
    :ge
    if-ne p0, p1, :gt
    const/4 v0, 0
    return v0
    :gt
    const/4 v0, 1
    return v0
.end method

.method public static native toString(Z)Ljava/lang/String;
.end method

.method public static native parseBoolean(Ljava/lang/String;)Z
.end method


.method static constructor <clinit>()V
    .registers 2
    const-string v0, "boolean"
    invoke-static {v0}, Ljava/lang/Class;->getPrimitiveClass(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object v0
    sput-object v0, Ljava/lang/Boolean;->TYPE:Ljava/lang/Class;
    new-instance v0, Ljava/lang/Boolean;
    const/4 v1, 1
    invoke-direct {v0, v1}, Ljava/lang/Boolean;-><init>(Z)V
    sput-object v0, Ljava/lang/Boolean;->TRUE:Ljava/lang/Boolean;
    new-instance v0, Ljava/lang/Boolean;
    const/4 v1, 0
    invoke-direct {v0, v1}, Ljava/lang/Boolean;-><init>(Z)V
    sput-object v0, Ljava/lang/Boolean;->FALSE:Ljava/lang/Boolean;
    return-void
.end method

.method public static valueOf(Z)Ljava/lang/Boolean;
    .registers 2
    if-eqz p0, :f
    sget-object v0, Ljava/lang/Boolean;->TRUE:Ljava/lang/Boolean;
    return-object v0
    :f
    sget-object v0, Ljava/lang/Boolean;->FALSE:Ljava/lang/Boolean;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Ljava/lang/Boolean;
    .registers 2
    invoke-static {p0}, Ljava/lang/Boolean;->parseBoolean(Ljava/lang/String;)Z
    move-result v0
    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v0
    return-object v0
.end method

.method public static hashCode(Z)I
    .registers 2
    if-eqz p0, :f
    const/16 v0, 0x4cf
    return v0
    :f
    const/16 v0, 0x4d5
    return v0
.end method
